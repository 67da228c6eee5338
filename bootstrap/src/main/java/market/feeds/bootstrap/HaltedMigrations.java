package market.feeds.bootstrap;

import java.util.function.Supplier;
import market.feeds.adapters.jdbc.infra.MigrationHalted;

/**
 * A migration the server halted, told as what it is (audit 26 upgrade F1, decision 0007 amended): a lock held by
 * another session is a busy database that a later start may find free (exit code 3); a statement past its timeout
 * runs past it again at every start, so a restart cannot help (exit code 4). One line each, naming the migration;
 * before, both were a Flyway stack trace and exit code 1, "a defect".
 */
final class HaltedMigrations {

    private HaltedMigrations() {
    }

    /** Runs {@code migrations}, turning a halted migration into the start's one-line failure. */
    static <T> T explained(String where, Supplier<T> migrations) {
        try {
            return migrations.get();
        } catch (MigrationHalted halted) {
            throw failure(where, halted);
        }
    }

    static DatabaseStartFailure failure(String where, MigrationHalted halted) {
        String rolledBack = "migration " + halted.migration() + " was rolled back (those before it stay applied)";
        if (halted.reason() == MigrationHalted.Reason.LOCK_WAIT) {
            return new DatabaseStartFailure(DatabaseStartFailure.Kind.BUSY, "database busy: " + where + ": "
                    + rolledBack + ": it waited " + MigrationHalted.lockWaitSeconds() + " s for a table lock another"
                    + " session holds (SQLState " + halted.sqlState() + "), such as a pg_dump or a long transaction;"
                    + " the nodes already serving go on; a later start may succeed (README, 'Upgrades, rolling"
                    + " deploys and rollbacks')");
        }
        return new DatabaseStartFailure(DatabaseStartFailure.Kind.REFUSED, "database refused the migration: " + where
                + ": " + rolledBack + ": a statement ran past the statement timeout or was cancelled (SQLState "
                + halted.sqlState() + "); a restart runs it the same way: do its slow part beforehand as the"
                + " migration's comment says (an index: CREATE INDEX CONCURRENTLY under the same name), then start"
                + " again (README, 'Upgrades, rolling deploys and rollbacks')");
    }
}
