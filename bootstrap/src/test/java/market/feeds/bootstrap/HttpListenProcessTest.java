package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Audit 24 F5, on the real process: a start that cannot listen ends with one line on stderr naming FEEDS_HTTP_HOST
 * and FEEDS_HTTP_PORT with the system's reason, and a documented exit code; never a stack trace blaming the port.
 */
class HttpListenProcessTest {

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();
    private ServiceProcess service;

    @Test
    void anAddressThisMachineDoesNotHaveIsAConfigurationErrorBeforeTheDatabaseStarts() throws Exception {
        Path dataDir = services.work().resolve("data");
        service = services.start(Map.of("FEEDS_HTTP_HOST", "192.0.2.7",
                "FEEDS_DATA_DIR", dataDir.toString()));

        assertThat(service.awaitExit(Duration.ofSeconds(30))).isEqualTo(Main.EXIT_CONFIGURATION);
        assertThat(oneStderrLine()).startsWith("configuration error: FEEDS_HTTP_HOST ")
                .contains("Cannot assign requested address");
        assertThat(dataDir).as("refused before the database starts").doesNotExist();
    }

    @Test
    void aPortInUseEndsTheStartWithOneLineNamingItAndExitCode5() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            service = services.start(Map.of("FEEDS_HTTP_PORT", String.valueOf(taken.getLocalPort()),
                    "FEEDS_DATA_DIR", services.work().resolve("data").toString(), "FEEDS_PULL_ENABLED", "false"));

            assertThat(service.awaitExit(Duration.ofSeconds(90))).isEqualTo(Main.EXIT_HTTP_PORT_IN_USE);
        }
        assertThat(oneStderrLine()).contains("FEEDS_HTTP_HOST=127.0.0.1", "FEEDS_HTTP_PORT=",
                "Address already in use");
        assertThat(service.output()).doesNotContain("\tat ", "Exception");
    }

    private String oneStderrLine() {
        List<String> lines = service.stderr().lines().toList();
        assertThat(lines).as(service.output()).hasSize(1);
        return lines.get(0);
    }
}
