package market.feeds.adapters.jdbc.store;

import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.port.out.StorageFailure;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * Turns driver and JDBI errors into {@link StorageFailure}, so use cases never see a SQLState. The one place
 * that decides which database errors are passing (the HTTP adapter answers them 503) and which are defects; the start
 * asks it too ({@link #connectionLost}), through {@code infra.StartFailures}.
 */
public final class SqlFailures {

    static final String LOCK_NOT_AVAILABLE = "55P03";
    static final String QUERY_CANCELED = "57014";
    /** Connection exceptions (08xxx): refused, reset, I/O error, failure during the handshake. */
    private static final String CONNECTION_CLASS = "08";
    /**
     * admin_shutdown, crash_shutdown, cannot_connect_now (backend terminated, server stopping or starting), and the
     * server's own session timeouts that end the connection: idle_session_timeout (57P05),
     * idle_in_transaction_session_timeout (25P03), transaction_timeout (25P04, PostgreSQL 17).
     */
    private static final Set<String> SERVER_GOING_AWAY = Set.of("57P01", "57P02", "57P03", "57P05", "25P03", "25P04");
    /** serialization_failure, deadlock_detected: the database rolled the transaction back for us. */
    private static final Set<String> ROLLED_BACK_BY_SERVER = Set.of("40001", "40P01");
    /**
     * Insufficient resources (53xxx: disk full, out of memory, too many connections): the server cannot do the work
     * now, and rolled it back; nothing is wrong with the request or with us.
     */
    private static final String INSUFFICIENT_RESOURCES_CLASS = "53";
    /** io_error: the server could not read or write its files. */
    private static final String IO_ERROR = "58030";
    /**
     * read_only_sql_transaction: the server took no writes, as a standby does while a failover moves the primary, or a
     * server in maintenance with {@code default_transaction_read_only}. New connections may reach the new primary.
     */
    static final String READ_ONLY = "25006";
    /**
     * insufficient_privilege is also what the server reports when the operating system refused it a file (EACCES,
     * EPERM, EROFS: a tablespace on a volume remounted read-only, a directory whose mode was changed). Those come from
     * its storage code; the same SQLState from its grant checks (aclchk.c) or anywhere else stays a defect.
     */
    private static final String INSUFFICIENT_PRIVILEGE = "42501";
    private static final Set<String> STORAGE_SOURCES =
            Set.of("md.c", "fd.c", "smgr.c", "bufmgr.c", "buffile.c", "copydir.c", "tablespace.c");

    private SqlFailures() {
    }

    static StorageFailure translate(String what, Throwable error) {
        if (error instanceof StorageFailure failure) {
            return failure;
        }
        String state = sqlState(error);
        String sqlState = state == null ? "" : " (SQLState " + state + ")";
        return new StorageFailure(kind(state, error), what + " failed" + sqlState + serverWords(state, error), error);
    }

    /**
     * The server's own words where they are what an operator acts on and hold no data of a request: "could not
     * extend file …: No space left on device" says more than 53100 (operations audit F9). Other messages can quote
     * a row's values (a duplicate key's), so they stay out of the log.
     */
    private static String serverWords(String state, Throwable error) {
        boolean aboutTheServer = state != null && (state.startsWith(INSUFFICIENT_RESOURCES_CLASS)
                || IO_ERROR.equals(state) || INSUFFICIENT_PRIVILEGE.equals(state) && refusedAFile(error));
        return aboutTheServer ? serverMessage(error).map(ServerErrorMessage::getMessage).filter(m -> m != null)
                .map(message -> ": " + message).orElse("") : "";
    }

    /**
     * A failure of the round trip that carries the COMMIT: with the connection lost there, the server may have
     * committed before the connection went (a backend terminated right after its commit), so nothing may be said of
     * the outcome without looking.
     */
    static StorageFailure atCommit(StorageFailure failure, Throwable error) {
        return connectionLost(error) ? new StorageFailure(StorageFailure.Kind.OUTCOME_UNKNOWN,
                failure.getMessage() + "; whether it committed is unknown", error) : failure;
    }

    private static StorageFailure.Kind kind(String state, Throwable error) {
        if (LOCK_NOT_AVAILABLE.equals(state)) {
            return StorageFailure.Kind.LOCK_TIMEOUT;
        }
        if (QUERY_CANCELED.equals(state)) {
            return StorageFailure.Kind.STATEMENT_TIMEOUT;
        }
        if (connectionLost(error) || state != null && (ROLLED_BACK_BY_SERVER.contains(state)
                || state.startsWith(INSUFFICIENT_RESOURCES_CLASS) || IO_ERROR.equals(state) || READ_ONLY.equals(state)
                || INSUFFICIENT_PRIVILEGE.equals(state) && refusedAFile(error))) {
            return StorageFailure.Kind.UNAVAILABLE;
        }
        // Hikari's pool timeout carries the last connect error's SQLState, or none at all.
        return hasTransientCause(error) ? StorageFailure.Kind.UNAVAILABLE : StorageFailure.Kind.OTHER;
    }

    /**
     * True when the error says the connection itself is gone (connection class or the server going away), so
     * the pool's other connections to the same server are suspect too.
     */
    public static boolean connectionLost(Throwable error) {
        String state = sqlState(error);
        return state != null && (state.startsWith(CONNECTION_CLASS) || SERVER_GOING_AWAY.contains(state))
                || endedTheSession(error);
    }

    /**
     * A FATAL error ends the session and a PANIC the whole server (it restarts and recovers), whatever the SQLState:
     * e.g. a PANIC on a read-only file system at COMMIT, whose outcome is then unknown, not a defect.
     */
    private static boolean endedTheSession(Throwable error) {
        return serverMessage(error).map(ServerErrorMessage::getSeverity)
                .filter(severity -> "FATAL".equals(severity) || "PANIC".equals(severity)).isPresent();
    }

    /** True when the server's storage code raised the error: a file the operating system refused it. */
    private static boolean refusedAFile(Throwable error) {
        return serverMessage(error).map(ServerErrorMessage::getFile).filter(STORAGE_SOURCES::contains).isPresent();
    }

    /** The server's own report (severity, source file, …) along the cause chain; none for client-side errors. */
    private static Optional<ServerErrorMessage> serverMessage(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof PSQLException psql && psql.getServerErrorMessage() != null) {
                return Optional.of(psql.getServerErrorMessage());
            }
        }
        return Optional.empty();
    }

    /**
     * True when the pool's connections should be replaced: lost, or reaching a server that takes no writes (after a
     * failover the address may lead to the new primary, but open connections stay with the old server).
     */
    static boolean poolSuspect(Throwable error) {
        return connectionLost(error) || READ_ONLY.equals(sqlState(error));
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

    private static boolean hasTransientCause(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLTransientException || cause instanceof SQLRecoverableException) {
                return true;
            }
        }
        return false;
    }
}
