package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The operator document describes every operation fully: id, tag, examples, its problems and its security. */
class OperatorApiContractTest {

    private final JsonNode document = OperatorApiContract.document();

    @Test
    void everyOperationHasAnIdATagAndAnExamplePerJsonBody() {
        forEachOperation((name, operation) -> {
            assertThat(operation.path("operationId").asText()).as(name).isNotBlank();
            assertThat(operation.path("tags")).as(name).hasSize(1);
            operation.path("requestBody").path("content").forEach(media ->
                    assertThat(media.has("example")).as(name + " request example").isTrue());
            operation.path("responses").properties().forEach(response -> response.getValue().path("content")
                    .forEach(media -> assertThat(media.has("example")).as(name + " " + response.getKey()).isTrue()));
        });
    }

    @Test
    void everyAdminOperationNeedsTheOperatorTokenAndDocuments401AndItsProblems() {
        assertThat(document.path("security").get(0).has("operatorToken")).isTrue();
        assertThat(document.at("/components/securitySchemes/operatorToken/scheme").asText()).isEqualTo("bearer");
        forEachOperation((name, operation) -> {
            if (name.contains(" /admin/v1/")) {
                assertThat(operation.has("security")).as(name + " keeps the document's security").isFalse();
                assertThat(operation.at("/responses/401/$ref").asText()).as(name).isEqualTo("#/components/responses/Unauthorized");
                assertThat(operation.at("/responses/503/$ref").asText()).as(name).endsWith("ServiceUnavailable");
            }
        });
    }

    @Test
    void healthWithoutTheDatabaseIsDocumentedAsTheServiceUnavailableProblemOfEveryEndpoint() {
        JsonNode health = document.at("/paths/~1health/get/responses");
        assertThat(health.at("/503/$ref").asText()).isEqualTo("#/components/responses/ServiceUnavailable");
        assertThat(health.at("/200/content/application~1json/schema/$ref").asText()).endsWith("/Health");
        assertThat(document.at("/components/schemas/Health/properties/status/enum").toString()).isEqualTo("[\"ok\"]");
    }

    @Test
    void problemAnswersNameTheirCodes() {
        assertThat(codes("NotFound")).containsExactly("not_found");
        assertThat(codes("Conflict")).containsExactly("conflict");
        assertThat(codes("InvalidRequest")).containsExactly("invalid_request");
        assertThat(codes("FeedRefused")).containsExactly("invalid_request", "bad_url", "pin_unresolvable", "host_not_routable");
        assertThat(document.at("/components/responses/ServiceUnavailable/headers/Retry-After/schema/minimum").asInt()).isEqualTo(1);
    }

    @Test
    void everyAdminOperationDocumentsTheRefusalsMadeBeforeItsHandlerRuns() {
        assertThat(codes("MethodNotAllowed")).containsExactly("method_not_allowed");
        assertThat(codes("UriTooLong")).containsExactly("uri_too_long");
        assertThat(document.at("/components/responses/MethodNotAllowed/headers/Allow/schema/type").asText())
                .isEqualTo("string");
        forEachOperation((name, operation) -> {
            if (name.contains(" /admin/v1/")) {
                assertThat(operation.at("/responses/405/$ref").asText()).as(name)
                        .isEqualTo("#/components/responses/MethodNotAllowed");
                assertThat(operation.at("/responses/414/$ref").asText()).as(name)
                        .isEqualTo("#/components/responses/UriTooLong");
            }
        });
    }

    @Test
    void requestBodiesAreStrictLikeTheService() {
        for (String body : List.of("NewVendor", "VendorChange", "NewWarehouse", "NewKey", "NewCatalogProduct", "CatalogBatch",
                "LinkPosition", "LinkRecognised", "NewOffer", "OfferChange", "FeedSettingsInput")) {
            assertThat(document.at("/components/schemas/" + body + "/additionalProperties").asBoolean(true)).as(body).isFalse();
        }
    }

    private List<String> codes(String response) {
        List<String> codes = new ArrayList<>();
        document.at("/components/responses/" + response + "/content/application~1problem+json/schema/allOf/1/properties/code/enum")
                .forEach(code -> codes.add(code.asText()));
        return codes;
    }

    private void forEachOperation(java.util.function.BiConsumer<String, JsonNode> check) {
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation ->
                check.accept(operation.getKey() + " " + path.getKey(), operation.getValue())));
    }
}
