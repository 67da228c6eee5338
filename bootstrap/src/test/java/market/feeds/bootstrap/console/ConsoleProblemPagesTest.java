package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A refusal the service answers as problem+json elsewhere (database away, wrong method, no route) is a console page
 * on console addresses, with the same status and headers: an operator's browser never shows a JSON blob.
 */
class ConsoleProblemPagesTest {

    private static final FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
    @RegisterExtension
    static final OneService service = OneService.throughProxy(proxy);

    @Test
    void withTheDatabaseAwayAConsolePageAndAConsoleFormAnswerA503ConsolePageWithRetryAfter() {
        service.operator().vendor("away");
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String csrf = console.csrf("/console/vendors/away/review");
        proxy.refuse();

        HttpResponse<String> page = console.get("/console/vendors/away/review");
        HttpResponse<String> form = console.post("/console/vendors/away/review/link-recognised", console.form(csrf));

        for (HttpResponse<String> answer : java.util.List.of(page, form)) {
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
            assertThat(answer.headers().firstValue("Retry-After")).hasValue("2");
            assertThat(answer.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
            assertThat(answer.body()).contains("<h1>Not done</h1>", "cannot reach its database",
                    "nothing was changed", "Try again in 2 seconds").doesNotContain("\"status\":503");
        }
        assertThat(page.body()).contains("href=\"/console/vendors/away/review\">Try again</a>");
    }

    @Test
    void aFormOnlyAddressOpenedInTheAddressBarAndAPostToNoScreenAreConsolePages() {
        service.operator().vendor("formonly");
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String csrf = console.csrf("/console/vendors");

        HttpResponse<String> keys = console.get("/console/vendors/formonly/keys");
        HttpResponse<String> nowhere = console.post("/console/nothing", console.form(csrf));

        assertThat(keys.statusCode()).isEqualTo(405);
        assertThat(keys.headers().firstValue("Allow")).hasValue("POST");
        assertThat(keys.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(keys.body()).contains("only takes a form", "href=\"/console/vendors/formonly\"")
                .doesNotContain("method_not_allowed");
        assertThat(nowhere.statusCode()).isEqualTo(404);
        assertThat(nowhere.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(nowhere.body()).contains("There is no console page at /console/nothing");
    }

    @Test
    void aWrongMethodOnAPageAddressIsToldPlainlyNotWithTheTextForAFormOnlyAddress() {
        service.operator().vendor("methods");
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());

        HttpResponse<String> page = console.call("DELETE", "/console/vendors");
        HttpResponse<String> formOnly = console.call("PUT", "/console/vendors/methods/keys");

        assertThat(page.statusCode()).isEqualTo(405);
        assertThat(page.headers().firstValue("Allow")).hasValue("GET, POST");
        assertThat(page.body()).contains("Method not allowed: this address takes GET, POST, not DELETE.")
                .doesNotContain("only takes a form");
        assertThat(formOnly.statusCode()).isEqualTo(405);
        assertThat(formOnly.body()).contains("Method not allowed: this address takes POST, not PUT.")
                .doesNotContain("only takes a form");
    }
}
