package market.feeds.bootstrap.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.docs.OpenApiContract;
import market.feeds.docs.OperatorApiContract;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every route the running service serves is documented in one of the two OpenAPI documents, and vice versa; every
 * operator query parameter documented is read.
 */
class RouteDriftE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void everyServedRouteIsDocumentedOnceAndEveryDocumentedRouteIsServed() {
        Set<String> vendor = operations(OpenApiContract.document());
        Set<String> operator = operations(OperatorApiContract.document());
        assertThat(vendor).as("routes documented in both documents").doesNotContainAnyElementsOf(operator);
        Set<String> documented = new TreeSet<>(vendor);
        documented.addAll(operator);
        assertThat(apiRoutes(service.routes())).isEqualTo(documented);
    }

    /**
     * Each query parameter the operator document names under {@code /admin} is one the service reads: a value it
     * cannot hold (U+0000) is refused as {@code invalid_request} pointing at that parameter, never ignored as an
     * unknown parameter would be.
     */
    @Test
    void everyQueryParameterTheOperatorDocumentNamesIsReadByTheService() {
        String slug = service.operator().vendor("drift");
        List<String> checked = new ArrayList<>();
        OperatorApiContract.document().path("paths").properties().forEach(path -> path.getValue().properties()
                .forEach(operation -> operation.getValue().path("parameters").forEach(parameter -> {
                    if (parameter.path("in").asText().equals("query") && path.getKey().startsWith("/admin/")) {
                        String name = parameter.path("name").asText();
                        String target = path.getKey().replace("{slug}", slug) + "?" + name + "=%00";
                        Reply reply = service.http().json(operation.getKey().toUpperCase(Locale.ROOT), target,
                                E2eService.OPERATOR_TOKEN, null);
                        assertThat(reply.status()).as("%s %s: %s", operation.getKey(), target, reply.body())
                                .isEqualTo(400);
                        assertThat(reply.json().path("pointer").asText()).as(target).isEqualTo("/" + name);
                        checked.add(name);
                    }
                })));
        assertThat(checked).contains("source", "status", "before", "limit", "state", "sku");
    }

    /**
     * The served routes less the operator console's pages: those are HTML for people behind a session cookie,
     * not an API a client is generated for (decision 1000), so neither document lists them. Nor the favicon, which
     * only a browser asks for beside a page.
     */
    private static Set<String> apiRoutes(List<String> served) {
        Set<String> api = new TreeSet<>();
        served.stream().filter(route -> !route.contains(" /console") && !route.equals("GET /favicon.ico"))
                .forEach(api::add);
        assertThat(served).as("the console is served, so leaving it out is a choice").anyMatch(r -> r.contains(" /console"));
        return api;
    }

    private static Set<String> operations(JsonNode document) {
        Set<String> operations = new TreeSet<>();
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation ->
                operations.add(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey())));
        return operations;
    }
}
