package market.feeds.bootstrap.logging;

import ch.qos.logback.classic.pattern.ThrowableProxyConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxy;
import ch.qos.logback.core.CoreConstants;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/**
 * The log's throwable converter (decision 0409): a trace whose causes say the database cannot be reached is written as
 * one line of its causes, every other trace in full. While PostgreSQL is away, the connection pool and Quartz's
 * cluster manager, misfire handler and trigger scan each log their failure with a trace of ~50 lines at every retry;
 * a 40 s outage filled 200 lines with frames that tell nothing the causes' messages do not.
 */
public final class DatabaseAwayTraces extends ThrowableProxyConverter {

    /** Admin shutdown, crash shutdown, cannot connect now: the server itself going away. */
    private static final Set<String> SERVER_GOING_AWAY = Set.of("57P01", "57P02", "57P03");
    private static final String QUARTZ = "org.quartz.";
    /** HikariCP's proxy for a connection it closed or found broken (ProxyConnection.ClosedConnection, HikariCP 5). */
    private static final String POOLS_CLOSED_CONNECTION = "com.zaxxer.hikari.pool.ProxyConnection$ClosedConnection";
    private static final int DEPTH = 10;
    private static final int MESSAGE = 240;

    /**
     * Quartz's job store goes on using a connection the pool found broken and closed (its rollback, its close): the
     * pool's stand-in answers "Connection is closed" with no SQLState, after the fault that broke it was logged
     * already (audit s29c L3). Only Quartz's events are read so: in the service's own code such a failure is a
     * defect, a connection used after it was given back, and keeps its trace.
     */
    @Override
    public String convert(ILoggingEvent event) {
        if (event.getThrowableProxy() instanceof ThrowableProxy local && event.getLoggerName().startsWith(QUARTZ)
                && closedByThePool(local.getThrowable())) {
            return oneLine(local);
        }
        return super.convert(event);
    }

    @Override
    protected String throwableProxyToString(IThrowableProxy proxy) {
        if (!(proxy instanceof ThrowableProxy local) || !databaseAway(local.getThrowable())) {
            return super.throwableProxyToString(proxy);
        }
        return oneLine(proxy);
    }

    private static String oneLine(IThrowableProxy proxy) {
        StringBuilder line = new StringBuilder("  database unreachable:");
        int depth = 0;
        for (IThrowableProxy cause = proxy; cause != null && depth < DEPTH; cause = cause.getCause(), depth++) {
            line.append(depth == 0 ? " " : " <- ").append(simpleName(cause.getClassName()));
            String message = cause.getMessage();
            if (message != null) {
                line.append(": ").append(message.length() > MESSAGE ? message.substring(0, MESSAGE) + "…" : message);
            }
        }
        return line.append(CoreConstants.LINE_SEPARATOR).toString();
    }

    /** True when a cause in the chain is a database connection that could not be had or was cut by the server. */
    static boolean databaseAway(Throwable thrown) {
        int depth = 0;
        for (Throwable cause = thrown; cause != null && depth < DEPTH; cause = cause.getCause(), depth++) {
            // A ConnectException alone is not enough: a feed's host refusing the pull is no database fault.
            if (cause instanceof SQLTransientConnectionException) {
                return true;
            }
            if (cause instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || SERVER_GOING_AWAY.contains(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    /** True when a cause in the chain was thrown by the pool's stand-in for a connection it closed. */
    static boolean closedByThePool(Throwable thrown) {
        int depth = 0;
        for (Throwable cause = thrown; cause != null && depth < DEPTH; cause = cause.getCause(), depth++) {
            StackTraceElement[] frames = cause.getStackTrace();
            if (cause instanceof SQLException && frames.length > 0
                    && POOLS_CLOSED_CONNECTION.equals(frames[0].getClassName())) {
                return true;
            }
        }
        return false;
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
