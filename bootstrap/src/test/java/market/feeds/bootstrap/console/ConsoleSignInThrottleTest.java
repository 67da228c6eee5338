package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.Map;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Wrong operator tokens: the same page with an error, then refusals per client address, counted in the database. */
class ConsoleSignInThrottleTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void aWrongTokenShowsTheSignInPageWithAnErrorAndRepeatedFailuresAreThrottled() {
        ConsoleClient console = new ConsoleClient(service.port());

        HttpResponse<String> wrong = console.signIn("wrong-token-1", Map.of());

        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(wrong.body()).contains("<form method=\"post\" action=\"/console/sign-in\"", "role=\"alert\"")
                .doesNotContain("wrong-token-1");
        assertThat(console.cookie()).isEmpty();
        for (int i = 2; i <= OperatorSessionsUseCase.MAX_FAILURES; i++) {
            assertThat(console.signIn("wrong-token-" + i, Map.of()).statusCode()).isEqualTo(401);
        }
        HttpResponse<String> throttled = console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        assertThat(throttled.statusCode()).as("even the right token waits out the window").isEqualTo(429);
        assertThat(throttled.headers().firstValue("Retry-After")).isPresent();
        assertThat(console.cookie()).isEmpty();
    }
}
