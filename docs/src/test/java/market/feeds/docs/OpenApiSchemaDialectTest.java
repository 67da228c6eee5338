package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every schema the document publishes is valid JSON Schema 2020-12, the base dialect of OpenAPI 3.1. The whole
 * document is checked against the official OpenAPI 3.1 meta-schema by OpenApiMetaSchemaTest.
 */
class OpenApiSchemaDialectTest {

    private static final String META_SCHEMA = "https://json-schema.org/draft/2020-12/schema";

    @Test
    void everyComponentSchemaIsValidJsonSchema202012() {
        SchemaRegistry offline = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemaLoader(loader -> loader.fetchRemoteResources(false)));
        Schema metaSchema = offline.getSchema(SchemaLocation.of(META_SCHEMA));
        JsonNode schemas = OpenApiContract.document().path("components").path("schemas");
        assertThat(schemas.size()).isGreaterThan(10);
        for (Map.Entry<String, JsonNode> schema : schemas.properties()) {
            List<Error> errors = metaSchema.validate(schema.getValue().toString(), InputFormat.JSON);
            assertThat(errors).as(schema.getKey()).isEmpty();
        }
    }

    @Test
    void metaSchemaCheckRefusesAnInvalidSchema() {
        SchemaRegistry offline = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemaLoader(loader -> loader.fetchRemoteResources(false)));
        Schema metaSchema = offline.getSchema(SchemaLocation.of(META_SCHEMA));
        assertThat(metaSchema.validate("{\"type\":\"text\",\"maxLength\":-1}", InputFormat.JSON)).isNotEmpty();
    }
}
