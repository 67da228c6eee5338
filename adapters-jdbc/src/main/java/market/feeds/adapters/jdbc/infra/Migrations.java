package market.feeds.adapters.jdbc.infra;

import java.util.Objects;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Applies the Flyway migrations in {@code db/migration}; the same code serves production and tests. */
public final class Migrations {

    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);
    private static final String LOCATION = "classpath:db/migration";

    private Migrations() {
    }

    /**
     * Migrates the connection's default schema (production).
     *
     * @throws MigrationHalted when the server stopped a migration for its lock wait or its statement timeout
     */
    public static SchemaVersions apply(DataSource dataSource) {
        CreatePrivilegeProbe.requireCreateInFreshSchema(dataSource);
        MigrationLockBound bound = new MigrationLockBound();
        return migrate(configure(dataSource, bound).load(), bound);
    }

    /** Migrates {@code schema}, creating it when missing (one fresh schema per test class). */
    public static SchemaVersions apply(DataSource dataSource, String schema) {
        Objects.requireNonNull(schema, "schema");
        MigrationLockBound bound = new MigrationLockBound();
        return migrate(configure(dataSource, bound).schemas(schema).defaultSchema(schema).createSchemas(true).load(),
                bound);
    }

    private static org.flywaydb.core.api.configuration.FluentConfiguration configure(DataSource dataSource,
                                                                                    MigrationLockBound bound) {
        return Flyway.configure()
                .dataSource(dataSource)
                .locations(LOCATION)
                .validateMigrationNaming(true)
                .cleanDisabled(true)
                .callbacks(bound);
    }

    private static SchemaVersions migrate(Flyway flyway, MigrationLockBound bound) {
        int applied;
        try {
            applied = flyway.migrate().migrationsExecuted;
        } catch (FlywayException e) {
            throw MigrationHalted.of(e, bound.lastBegun()).orElseThrow(() -> e);
        }
        SchemaVersions versions = SchemaVersions.of(flyway.info(), applied);
        LOG.info(versions.line());
        versions.warning().ifPresent(LOG::warn);
        return versions;
    }
}
