package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.ArrayList;
import java.util.List;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.product.Category;
import org.junit.jupiter.api.Test;

/** The published contract is generated from the rules the service judges by, and says what the contract says. */
class OpenApiContractTest {

    private final ObjectNode doc = OpenApiContract.document();
    private final JsonNode schemas = doc.path("components").path("schemas");

    @Test
    void documentIsOpenApi31WithContractVersion100() {
        assertThat(doc.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(doc.path("info").path("version").asText()).isEqualTo("1.0.0");
    }

    @Test
    void everyVendorEndpointAndThePullEventArePublished() {
        assertThat(doc.path("paths").path("/v1/whoami").has("get")).isTrue();
        assertThat(doc.path("paths").path("/v1/products").has("post")).isTrue();
        assertThat(doc.path("paths").path("/v1/offers").has("patch")).isTrue();
        assertThat(doc.path("paths").path("/v1/requests/{request_id}/rejections").has("get")).isTrue();
        assertThat(doc.path("webhooks").has("offerFeedPull")).isTrue();
    }

    @Test
    void rowCodesArePublishedInContractOrder() {
        List<String> published = texts(schemas.path("RowCode").path("enum"));
        assertThat(published).containsExactly(java.util.Arrays.stream(RowCode.values()).map(RowCode::wire).toArray(String[]::new));
        assertThat(published).hasSize(20);
    }

    @Test
    void everyRequestAndPullRunCodeIsPublishedWithItsMeaning() {
        for (RequestCode code : RequestCode.values()) {
            assertThat(schemas.path("RequestCode").path("x-enum-descriptions").path(code.wire()).asText()).isNotBlank();
        }
        for (PullRunCode code : PullRunCode.values()) {
            assertThat(doc.path("x-pull-run-codes").path("x-enum-descriptions").path(code.wire()).asText()).isNotBlank();
        }
    }

    @Test
    void fieldLimitsComeFromTheDomainFieldTables() {
        for (FieldRule rule : ProductFields.all()) {
            JsonNode property = schemas.path("ProductItem").path("properties").path(rule.name());
            assertThat(property.isMissingNode()).as(rule.name()).isFalse();
            rule.maxLength().ifPresent(max -> assertThat(property.path("maxLength").asInt()).as(rule.name()).isEqualTo(max));
        }
        assertThat(texts(schemas.path("OfferItem").path("required"))).containsExactly("sku");
        assertThat(schemas.path("OfferItem").path("minProperties").asInt()).isEqualTo(2);
        assertThat(schemas.path("ProductFeed").path("properties").path("items").path("maxItems").asInt()).isEqualTo(5000);
    }

    @Test
    void everyCategoryWithItsAliasesIsPublished() {
        for (Category category : Category.values()) {
            JsonNode row = schemas.path("Category").path("x-categories").path(category.slug());
            assertThat(row.path("label").asText()).isEqualTo(category.label());
            assertThat(texts(row.path("aliases"))).containsExactlyElementsOf(category.aliases());
        }
    }

    @Test
    void publishedProductItemSchemaAcceptsAValidItemAndRefusesUnknownAndMissingFields() {
        Schema item = schema("ProductItem");
        String valid = "{\"name\":\"Seed X\",\"brand\":\"Acme\",\"category\":\"Seeds\",\"unit\":\"kg\",\"price\":10.5,\"stock\":0}";
        assertThat(item.validate(valid, InputFormat.JSON)).isEmpty();
        assertThat(item.validate(valid.replace("}", ",\"currency\":\"UAH\"}"), InputFormat.JSON)).isNotEmpty();
        assertThat(item.validate(valid.replace("\"price\":10.5,", ""), InputFormat.JSON)).isNotEmpty();
        assertThat(item.validate(valid.replace("10.5", "0"), InputFormat.JSON)).isNotEmpty();
        assertThat(item.validate(valid.replace("Seed X", "x".repeat(301)), InputFormat.JSON)).isNotEmpty();
    }

    @Test
    void publishedOfferItemSchemaNeedsSkuAndOneChange() {
        Schema item = schema("OfferItem");
        assertThat(item.validate("{\"sku\":\"A-1\",\"stock\":0}", InputFormat.JSON)).isEmpty();
        assertThat(item.validate("{\"sku\":\"A-1\"}", InputFormat.JSON)).isNotEmpty();
        assertThat(item.validate("{\"sku\":\"A-1\",\"discontinued\":\"yes\"}", InputFormat.JSON)).isNotEmpty();
        assertThat(item.validate("{\"sku\":\"A-1\",\"price\":1,\"vat_rate\":20}", InputFormat.JSON)).isNotEmpty();
    }

    @Test
    void offerItemSchemaPropertiesAreExactlyTheFieldsTheServiceReads() {
        List<String> names = new ArrayList<>();
        schemas.path("OfferItem").path("properties").fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactlyElementsOf(OfferFields.names());
    }

    private Schema schema(String name) {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(inDocument(name), InputFormat.JSON);
    }

    /** The named schema with the document's components beside it, so its $refs into them resolve. */
    private String inDocument(String name) {
        return "{\"$ref\":\"#/components/schemas/" + name + "\",\"components\":{\"schemas\":" + schemas + "}}";
    }

    private static List<String> texts(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(node -> values.add(node.asText()));
        return values;
    }
}
