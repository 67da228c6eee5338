package market.feeds.docs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import market.feeds.domain.access.Scope;

/** Title, authentication and the endpoint table, whose paths and statuses are read off the OpenAPI document. */
final class OverviewSections {

    private static final Map<String, Scope> SCOPES = Map.of(
            "submitProductFeed", Scope.PRODUCTS_WRITE,
            "updateOffers", Scope.OFFERS_WRITE);

    private OverviewSections() {
    }

    static void header(Md md, Prose p) {
        md.heading(1, p.text("doc.title", OpenApiContract.VERSION))
                .paragraph(p.text("doc.intro", OpenApiContract.VERSION))
                .paragraph(p.text("doc.renditions"))
                .paragraph(p.text("doc.versioning"));
    }

    static void authentication(Md md, Prose p) {
        md.heading(2, p.text("auth.title")).bullets(List.of(
                p.text("auth.bearer"),
                p.text("auth.scopes", Scope.PRODUCTS_WRITE.wire(), Scope.OFFERS_WRITE.wire()),
                p.text("auth.missing")));
    }

    static void endpoints(Md md, Prose p, JsonNode document) {
        md.heading(2, p.text("endpoints.title")).table(p.text("endpoints.header.method"), p.text("endpoints.header.path"),
                p.text("endpoints.header.scope"), p.text("endpoints.header.statuses"), p.text("endpoints.header.purpose"));
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation -> {
            String id = operation.getValue().path("operationId").asText();
            Scope scope = SCOPES.get(id);
            md.row(operation.getKey().toUpperCase(Locale.ROOT), Md.code(path.getKey()),
                    scope == null ? "" : Md.code(scope.wire()), statuses(operation.getValue()), p.text("endpoint." + id));
        }));
        md.endTable();
    }

    private static String statuses(JsonNode operation) {
        List<String> statuses = new ArrayList<>();
        operation.path("responses").fieldNames().forEachRemaining(statuses::add);
        return String.join(", ", statuses);
    }
}
