package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Decision 0007, amended: a start whose search_path leads away from the schemas that hold the service's tables is
 * refused, instead of migrating an empty schema and serving it.
 */
@ExtendWith(FreshSchemaExtension.class)
class SchemaCheckTest {

    @Test
    void aSearchPathLeadingAwayFromTheServicesTablesIsRefusedNamingWhereTheyAre(TestSchema schema) throws Exception {
        DatabaseEndpoint direct = TestDatabase.endpoint();
        String role = "moved_" + schema.name();
        String empty = "later_" + schema.name();
        try (Connection admin = DriverManager.getConnection(direct.jdbcUrl(), direct.user().orElseThrow(),
                direct.password().orElse("")); Statement sql = admin.createStatement()) {
            // What a DBA's CREATE SCHEMA AUTHORIZATION does to a role whose path starts with "$user".
            sql.execute("CREATE ROLE " + role + " LOGIN SUPERUSER; CREATE SCHEMA " + empty
                    + "; ALTER ROLE " + role + " SET search_path = " + empty + ", " + schema.name());
            try {
                DatabaseEndpoint asRole = new DatabaseEndpoint(direct.jdbcUrl(), Optional.of(role), Optional.empty());

                assertThat(SchemaCheck.refusal(asRole)).get().asString()
                        .contains("leads to schema " + empty).contains(schema.name()).contains("currentSchema=");

                DatabaseEndpoint named = new DatabaseEndpoint(direct.jdbcUrl() + "?currentSchema=" + empty,
                        Optional.of(role), Optional.empty());
                assertThat(SchemaCheck.refusal(named)).as("a schema the URL names is the operator's choice").isEmpty();

                sql.execute("ALTER ROLE " + role + " SET search_path = " + schema.name());
                assertThat(SchemaCheck.refusal(asRole)).as("the path leads to the service's tables").isEmpty();
            } finally {
                sql.execute("DROP SCHEMA " + empty + "; DROP ROLE " + role);
            }
        }
    }
}
