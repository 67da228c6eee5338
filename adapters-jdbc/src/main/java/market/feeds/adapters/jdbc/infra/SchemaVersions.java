package market.feeds.adapters.jdbc.infra;

import java.util.Objects;
import java.util.Optional;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationVersion;

/**
 * The schema's version after the migrations and the newest migration this build carries (audit 26 upgrade F3).
 * During a rolling deploy or after a rollback a node runs on a schema a later release migrated; Flyway then only
 * warned that the schema "has a version newer than the latest available migration", with an exclamation mark and no
 * word on whether that is allowed. The service says what it means instead.
 *
 * @param database     the schema's version once this start's migrations are done
 * @param newestInBuild the newest migration this build carries
 * @param appliedNow   how many migrations this start applied
 */
public record SchemaVersions(MigrationVersion database, MigrationVersion newestInBuild, int appliedNow) {

    public SchemaVersions {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(newestInBuild, "newestInBuild");
    }

    static SchemaVersions of(MigrationInfoService info, int appliedNow) {
        MigrationVersion newest = MigrationVersion.EMPTY;
        for (MigrationInfo migration : info.all()) {
            if (migration.getState().isResolved() && migration.getVersion() != null
                    && migration.getVersion().compareTo(newest) > 0) {
                newest = migration.getVersion();
            }
        }
        MigrationVersion database = Optional.ofNullable(info.current()).map(MigrationInfo::getVersion)
                .orElse(MigrationVersion.EMPTY);
        return new SchemaVersions(database, newest, appliedNow);
    }

    /** Whether a later release migrated the schema beyond what this build knows. */
    public boolean newerThanBuild() {
        return database.compareTo(newestInBuild) > 0;
    }

    /** The start's line on the schema. */
    public String line() {
        return "database schema at version " + database + " (" + appliedNow + " migrations applied now; this build's"
                + " newest is " + newestInBuild + ")";
    }

    /** The warning for a schema a later release migrated, naming what it means for this node; empty otherwise. */
    public Optional<String> warning() {
        if (!newerThanBuild()) {
            return Optional.empty();
        }
        return Optional.of("database schema at version " + database + " is newer than this build's newest migration "
                + newestInBuild + ": a later release migrated it. This node runs on it as the release before, as in a"
                + " rolling deploy or after a rollback; the later migrations stay applied (README, 'Upgrades,"
                + " rolling deploys and rollbacks')");
    }
}
