package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Audit 24 F6, decision 0007: a role that may not create the service's tables is told so by the server at once,
 * in its own SQLState, instead of after Flyway's ten seconds of retries; and the probe leaves nothing behind.
 */
@ExtendWith(FreshSchemaExtension.class)
class CreatePrivilegeProbeTest {

    private static final String INSUFFICIENT_PRIVILEGE = "42501";

    @Test
    void aFreshSchemaTheRoleMayNotCreateInIsRefusedWithTheServersInsufficientPrivilege(TestSchema schema)
            throws Exception {
        withRole(schema, "USAGE", (role, fresh) -> {
            assertThatThrownBy(() -> CreatePrivilegeProbe.requireCreateInFreshSchema(asRole(role, fresh)))
                    .hasCauseInstanceOf(SQLException.class)
                    .satisfies(refused -> assertThat(((SQLException) refused.getCause()).getSQLState())
                            .isEqualTo(INSUFFICIENT_PRIVILEGE));
        });
    }

    @Test
    void aFreshSchemaTheRoleMayCreateInPassesAndKeepsNoTableOfTheProbe(TestSchema schema) throws Exception {
        withRole(schema, "USAGE, CREATE", (role, fresh) -> {
            assertThatCode(() -> CreatePrivilegeProbe.requireCreateInFreshSchema(asRole(role, fresh)))
                    .doesNotThrowAnyException();
            assertThat(tablesIn(fresh)).as("the probe's table was rolled back").isZero();
        });
    }

    @Test
    void aSchemaHoldingTheMigrationHistoryIsNotProbed(TestSchema schema) throws Exception {
        // The role may not create here either; migrations already applied need no probe and fail on their own.
        withRole(schema, "USAGE", (role, fresh) -> {
            try (Connection admin = admin(); Statement sql = admin.createStatement()) {
                sql.execute("GRANT USAGE ON SCHEMA " + schema.name() + " TO " + role);
            }
            assertThatCode(() -> CreatePrivilegeProbe.requireCreateInFreshSchema(asRole(role, schema.name())))
                    .doesNotThrowAnyException();
        });
    }

    private interface RoleCheck {
        void run(String role, String freshSchema) throws Exception;
    }

    private static void withRole(TestSchema schema, String grants, RoleCheck check) throws Exception {
        String role = "prober_" + schema.name();
        String fresh = "fresh_" + schema.name();
        try (Connection admin = admin(); Statement sql = admin.createStatement()) {
            sql.execute("CREATE ROLE " + role + " LOGIN; CREATE SCHEMA " + fresh
                    + "; GRANT " + grants + " ON SCHEMA " + fresh + " TO " + role);
            try {
                check.run(role, fresh);
            } finally {
                sql.execute("DROP SCHEMA " + fresh + " CASCADE; DROP OWNED BY " + role + "; DROP ROLE " + role);
            }
        }
    }

    private static DataSource asRole(String role, String schema) {
        PGSimpleDataSource dataSource = new PGSimpleDataSource();
        dataSource.setURL(TestDatabase.endpoint().jdbcUrl());
        dataSource.setUser(role);
        dataSource.setCurrentSchema(schema);
        return dataSource;
    }

    private static Connection admin() throws SQLException {
        DatabaseEndpoint direct = TestDatabase.endpoint();
        return DriverManager.getConnection(direct.jdbcUrl(), direct.user().orElseThrow(),
                direct.password().orElse(""));
    }

    private static int tablesIn(String schema) throws SQLException {
        try (Connection admin = admin(); Statement sql = admin.createStatement();
             ResultSet row = sql.executeQuery("SELECT count(*) FROM pg_tables WHERE schemaname = '" + schema + "'")) {
            row.next();
            return row.getInt(1);
        }
    }
}
