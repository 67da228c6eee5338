package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.bootstrap.e2e.E2eService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Wrong operator tokens: the same page with an error, then refusals per client address, counted in the database. */
@ExtendWith(FreshSchemaExtension.class)
class ConsoleSignInThrottleTest {

    private static E2eService service;

    @BeforeAll
    static void start(TestSchema schema) {
        service = E2eService.start(schema);
    }

    @AfterAll
    static void stop() {
        service.close();
    }

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
