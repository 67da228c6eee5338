package market.feeds.adapters.jdbc.infra;

import java.sql.SQLException;
import java.util.Optional;

/**
 * A migration the server stopped and rolled back for a reason of the database's state, not of the service's code
 * (audit 26 upgrade F1): it waited past its lock bound behind another session, or ran past the statement timeout.
 * The start reports it in one line; before, each was a Flyway stack trace and exit code 1, "a defect".
 */
public final class MigrationHalted extends RuntimeException {

    private static final long serialVersionUID = 1L;
    /** lock_not_available: the lock timeout ended the wait. */
    private static final String LOCK_NOT_AVAILABLE = "55P03";
    /** query_canceled: the statement timeout, or an operator's pg_cancel_backend. */
    private static final String QUERY_CANCELED = "57014";

    /** Why the server stopped it. */
    public enum Reason {
        /** Another session held a lock the migration needed for longer than {@link MigrationLockBound#LOCK_WAIT}. */
        LOCK_WAIT,
        /** A statement ran past the session's statement timeout (or was cancelled): a restart does it again. */
        CANCELLED
    }

    private final Reason reason;
    private final String migration;
    private final String sqlState;

    private MigrationHalted(Reason reason, String migration, String sqlState) {
        super("migration " + migration + " halted: " + reason + " (SQLState " + sqlState + ")", null, false, false);
        this.reason = reason;
        this.migration = migration;
        this.sqlState = sqlState;
    }

    /** The failure as a halted migration when the server's SQLState says so; empty for anything else. */
    public static Optional<MigrationHalted> of(RuntimeException failure, Optional<String> migration) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                String which = migration.orElse("(unknown)");
                if (LOCK_NOT_AVAILABLE.equals(state)) {
                    return Optional.of(new MigrationHalted(Reason.LOCK_WAIT, which, state));
                }
                if (QUERY_CANCELED.equals(state)) {
                    return Optional.of(new MigrationHalted(Reason.CANCELLED, which, state));
                }
            }
        }
        return Optional.empty();
    }

    public Reason reason() {
        return reason;
    }

    /** The migration, as "V16 (journal http status any three digits)". */
    public String migration() {
        return migration;
    }

    public String sqlState() {
        return sqlState;
    }

    /** How long the migration waited for a lock before the server gave up. */
    public static long lockWaitSeconds() {
        return MigrationLockBound.LOCK_WAIT.toSeconds();
    }
}
