package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Audit 26 upgrade F3: a node of the release before runs on the schema a later release migrated (a rolling deploy, a
 * rollback). Its start goes on, and says so in the service's words, naming both versions, instead of Flyway's bare
 * "newer than the latest available migration !".
 */
@ExtendWith(FreshSchemaExtension.class)
class SchemaVersionsTest {

    @Test
    void aSchemaMigratedByALaterReleaseIsReportedAsNewerThanTheBuildAndTheStartGoesOn(TestSchema schema)
            throws SQLException {
        SchemaVersions own = Migrations.apply(schema.dataSource(), schema.name());
        assertThat(own.newerThanBuild()).isFalse();
        assertThat(own.warning()).isEmpty();
        laterReleaseMigrated(schema, "999");

        SchemaVersions versions = Migrations.apply(schema.dataSource(), schema.name());

        assertThat(versions.newerThanBuild()).isTrue();
        assertThat(versions.appliedNow()).isZero();
        assertThat(versions.line()).contains("version 999", "this build's newest is " + own.newestInBuild());
        assertThat(versions.warning()).hasValueSatisfying(warning -> assertThat(warning)
                .contains("999", own.newestInBuild().toString(), "rolling deploy", "rollback")
                .doesNotContain("\n"));
    }

    @Test
    void theSchemaOfThisBuildIsAtItsNewestMigration(TestSchema schema) {
        SchemaVersions versions = Migrations.apply(schema.dataSource(), schema.name());

        assertThat(versions.database()).isEqualTo(versions.newestInBuild());
        assertThat(versions.line()).startsWith("database schema at version " + versions.newestInBuild()
                + " (0 migrations applied now;");
    }

    private static void laterReleaseMigrated(TestSchema schema, String version) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             Statement sql = connection.createStatement()) {
            sql.execute("INSERT INTO " + schema.name() + ".flyway_schema_history (installed_rank, version,"
                    + " description, type, script, checksum, installed_by, execution_time, success)"
                    + " SELECT max(installed_rank) + 1, '" + version + "', 'a later release', 'SQL', 'V" + version
                    + "__a_later_release.sql', 0, current_user, 1, true FROM " + schema.name()
                    + ".flyway_schema_history");
        }
    }
}
