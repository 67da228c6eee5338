package market.feeds.docs;

import static market.feeds.docs.OperatorProblems.SERVICE_UNAVAILABLE;
import static market.feeds.docs.OperatorProblems.UNAUTHORIZED;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/** The service's own routes outside both APIs: health, metrics, the published documents and the reference pages. */
final class ServicePaths {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ServicePaths() {
    }

    static void addTo(ObjectNode paths) {
        paths.putObject("/health").set("get", Operation.of("health", "service",
                        "Whether the service can serve: migrations ran and the database answers. No token needed.").open()
                .json(200, "Ready.", "Health", "{\"status\": \"ok\"}")
                // The 503 is every endpoint's service_unavailable problem (operations contract §2, §3).
                .problems(SERVICE_UNAVAILABLE).node());
        paths.putObject("/metrics").set("get", Operation.of("metrics", "service", "Prometheus metrics (text format 0.0.4).")
                .answer(200, "The metrics.", "text/plain", JSON.objectNode().put("type", "string"),
                        JSON.textNode("# TYPE feeds_http_requests_seconds histogram\n"))
                .problems(UNAUTHORIZED).node());
        paths.putObject("/admin/openapi.json").set("get", Operation.of("operatorOpenApi", "service",
                        "This document (OpenAPI 3.1).")
                .answer(200, "The operator document.", "application/json", JSON.objectNode().put("type", "object"),
                        Operation.parse("{\"openapi\": \"3.1.0\"}")).problems(UNAUTHORIZED).node());
        paths.putObject("/openapi.json").set("get", Operation.of("vendorOpenApi", "service",
                        "The vendor API's document (OpenAPI 3.1). No token needed.").open()
                .answer(200, "The vendor document.", "application/json", JSON.objectNode().put("type", "object"),
                        Operation.parse("{\"openapi\": \"3.1.0\"}")).node());
        page(paths, "/docs", "docsPage", "The reference for people: HTML, or Markdown to a client whose Accept prefers "
                + "text/markdown; the language comes from ?lang=en|uk|ru, else Accept-Language, else English.");
        markdown(paths, "/docs/reference.md", "docsMarkdown", "The reference as Markdown, language chosen as for /docs.");
        for (Locale locale : ContractLocales.ALL) {
            String lang = locale.getLanguage();
            page(paths, "/docs/" + lang, "docsPage" + capital(lang), "The reference in " + locale.getDisplayLanguage(Locale.ENGLISH)
                    + ": HTML, or Markdown to a client whose Accept prefers text/markdown.");
            markdown(paths, "/docs/" + lang + "/reference.md", "docsMarkdown" + capital(lang),
                    "The reference in " + locale.getDisplayLanguage(Locale.ENGLISH) + " as Markdown.");
        }
    }

    private static void page(ObjectNode paths, String path, String id, String summary) {
        Operation operation = Operation.of(id, "service", summary).open();
        if (path.equals("/docs")) {
            operation.query("lang", "The language; an unpublished value counts as no choice.",
                    JSON.objectNode().put("type", "string").set("enum", OpenApiContract.array("en", "uk", "ru")));
        }
        ObjectNode ok = operation.answer(200, "The page (text/html) or the Markdown (text/markdown).", "text/html",
                JSON.objectNode().put("type", "string"), JSON.textNode("<!DOCTYPE html>")).node();
        ok.withObjectProperty("responses").withObjectProperty("200").withObjectProperty("content").putObject("text/markdown").put("example", "# Vendor Feed Ingest API")
                .putObject("schema").put("type", "string");
        paths.putObject(path).set("get", ok);
    }

    private static void markdown(ObjectNode paths, String path, String id, String summary) {
        paths.putObject(path).set("get", Operation.of(id, "service", summary).open()
                .answer(200, "The Markdown.", "text/markdown", JSON.objectNode().put("type", "string"), JSON.textNode("# Vendor Feed Ingest API"))
                .node());
    }

    private static String capital(String lang) {
        return lang.substring(0, 1).toUpperCase(Locale.ROOT) + lang.substring(1);
    }
}
