package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Both published documents are valid OpenAPI 3.1 by the official meta-schema (schema-base: the document, and
 * every schema in it by the OAS base dialect), read from test resources, never from the network.
 */
class OpenApiMetaSchemaTest {

    private static final String BASE = "https://spec.openapis.org/oas/3.1/";
    private static final Schema DOCUMENT_SCHEMA = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                    builder -> builder.schemaLoader(loader -> loader.fetchRemoteResources(false)).schemas(Map.of(
                            BASE + "schema/2022-10-07", resource("schema.json"),
                            BASE + "schema-base/2022-10-07", resource("schema-base.json"),
                            BASE + "dialect/base", resource("dialect-base.json"),
                            BASE + "meta/base", resource("meta-base.json"))))
            .getSchema(SchemaLocation.of(BASE + "schema-base/2022-10-07"));

    @Test
    void vendorDocumentIsValidOpenApi31() {
        assertThat(errors(OpenApiContract.json())).isEmpty();
    }

    @Test
    void operatorDocumentIsValidOpenApi31() {
        assertThat(errors(OperatorApiContract.json())).isEmpty();
    }

    @Test
    void metaSchemaRefusesABrokenDocument() {
        ObjectNode broken = OperatorApiContract.document();
        broken.withObjectProperty("paths").withObjectProperty("/health").withObjectProperty("get").put("operationId", 7);
        broken.withObjectProperty("info").remove("version");
        ((ObjectNode) broken.at("/components/schemas/Vendor")).put("type", "text");
        List<Error> errors = errors(broken.toString());
        // A wrong operation is reported where evaluation of the paths fails, the others where they are.
        assertThat(errors).extracting(Error::getInstanceLocation).extracting(Object::toString)
                .contains("/info", "/paths", "/components/schemas/Vendor/type");
    }

    private static List<Error> errors(String document) {
        return DOCUMENT_SCHEMA.validate(document, InputFormat.JSON);
    }

    private static String resource(String name) {
        try (InputStream in = OpenApiMetaSchemaTest.class.getResourceAsStream("oas-3.1/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }
}
