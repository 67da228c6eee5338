package market.feeds.adapters.jdbc.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The harness hands each test class its own migrated schema and connections that use it. */
@ExtendWith(FreshSchemaExtension.class)
class FreshSchemaExtensionTest {

    private final TestSchema schema;

    FreshSchemaExtensionTest(TestSchema schema) {
        this.schema = schema;
    }

    @Test
    void connectionsUseTheFreshSchema() throws SQLException {
        assertThat(scalar(schema.dataSource(), "SELECT current_schema()")).isEqualTo(schema.name());
    }

    @Test
    void migrationsAreApplied() throws SQLException {
        assertThat(scalar(schema.dataSource(), "SELECT count(*) FROM service_settings")).isEqualTo("0");
        assertThat(scalar(schema.dataSource(), "SELECT max(version) FROM flyway_schema_history"))
                .isNotNull();
    }

    @Test
    void everyTestClassMethodSharesTheSameSchema(TestSchema parameter) {
        assertThat(parameter).isSameAs(schema);
    }

    @Test
    void anotherFreshSchemaIsEmptyAndSeparate() throws SQLException {
        try (Statement statement = schema.dataSource().getConnection().createStatement()) {
            statement.execute("INSERT INTO service_settings (key, value) VALUES ('only-here', 'x')");
        }
        try (TestSchema other = TestDatabase.freshSchema()) {
            assertThat(other.name()).isNotEqualTo(schema.name());
            assertThat(scalar(other.dataSource(), "SELECT count(*) FROM service_settings")).isEqualTo("0");
        }
    }

    static String scalar(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getString(1);
        }
    }
}
