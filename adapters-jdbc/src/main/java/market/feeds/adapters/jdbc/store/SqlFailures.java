package market.feeds.adapters.jdbc.store;

import java.sql.SQLException;
import market.feeds.application.port.out.StorageFailure;

/** Turns driver and JDBI errors into {@link StorageFailure}, so use cases never see a SQLState. */
final class SqlFailures {

    static final String LOCK_NOT_AVAILABLE = "55P03";
    static final String QUERY_CANCELED = "57014";

    private SqlFailures() {
    }

    static StorageFailure translate(String what, Throwable error) {
        if (error instanceof StorageFailure failure) {
            return failure;
        }
        String state = sqlState(error);
        StorageFailure.Kind kind = LOCK_NOT_AVAILABLE.equals(state) ? StorageFailure.Kind.LOCK_TIMEOUT
                : QUERY_CANCELED.equals(state) ? StorageFailure.Kind.STATEMENT_TIMEOUT
                : StorageFailure.Kind.OTHER;
        return new StorageFailure(kind, what + " failed" + (state == null ? "" : " (SQLState " + state + ")"), error);
    }

    /** The first SQLState along the cause chain; JDBI wraps the driver's exception. */
    private static String sqlState(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null) {
                return sql.getSQLState();
            }
        }
        return null;
    }
}
