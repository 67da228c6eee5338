package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Audit 24 F2, on the real process: the generated operator token is shown by the start that serves, never before. */
class OperatorTokenAtStartProcessTest {

    private static final Pattern TOKEN = Pattern.compile("fdadm_[A-Za-z0-9_-]+");

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();
    private ServiceProcess service;

    @Test
    void aFirstStartThatCannotListenShowsNoTokenAndTheStartThatServesShowsOneThatWorks() throws Exception {
        Path dataDir = services.work().resolve("data");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            service = services.start(Map.of("FEEDS_HTTP_PORT", String.valueOf(taken.getLocalPort()),
                    "FEEDS_DATA_DIR", dataDir.toString(), "FEEDS_PULL_ENABLED", "false"));
            assertThat(service.awaitExit(Duration.ofSeconds(90))).isNotZero();
        }
        assertThat(service.stdout()).as("the failed start shows no token").doesNotContain("fdadm_");

        service = services.start(Map.of("FEEDS_DATA_DIR", dataDir.toString(),
                "FEEDS_PULL_ENABLED", "false"));
        assertThat(service.awaitHealthy(Duration.ofSeconds(60))).as(service.output()).isTrue();
        Matcher shown = TOKEN.matcher(service.stdout());
        assertThat(shown.find()).as("the start that serves shows the token\n" + service.stdout()).isTrue();
        assertThat(adminStatus(shown.group())).isEqualTo(200);
        assertThat(service.terminate(Duration.ofSeconds(10))).isTrue();
    }

    private int adminStatus(String token) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port()
                        + "/metrics")).header("Authorization", "Bearer " + token)
                .timeout(Duration.ofSeconds(10)).build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
