package market.feeds.adapters.jdbc.store;

import java.io.PrintWriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.TransactionState;

/**
 * A data source that counts the round trips its connections make to PostgreSQL: every statement execution (the
 * driver sends a BEGIN with the first statement of a transaction, in the same flush), and every commit, rollback
 * or switch to autocommit the driver really sends, i.e. while the server reports a transaction open.
 */
public final class RoundTripCounter implements DataSource {

    private static final Set<String> EXECUTIONS = Set.of("execute", "executeQuery", "executeUpdate",
            "executeLargeUpdate", "executeBatch", "executeLargeBatch");

    private final DataSource delegate;
    private final AtomicInteger trips = new AtomicInteger();

    public RoundTripCounter(DataSource delegate) {
        this.delegate = delegate;
    }

    /** Round trips since the last call. */
    public int take() {
        return trips.getAndSet(0);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return counted(delegate.getConnection());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return counted(delegate.getConnection(username, password));
    }

    private Connection counted(Connection connection) {
        InvocationHandler handler = (proxy, method, args) -> {
            String name = method.getName();
            boolean ending = name.equals("commit") || name.equals("rollback") && (args == null || args.length == 0)
                    || name.equals("setAutoCommit") && Boolean.TRUE.equals(args[0]) && !connection.getAutoCommit();
            if (ending && connection.unwrap(BaseConnection.class).getTransactionState() != TransactionState.IDLE) {
                trips.incrementAndGet();
            }
            Object result = invoke(connection, method, args);
            return result instanceof Statement statement ? countedStatement(statement) : result;
        };
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                handler);
    }

    private Statement countedStatement(Statement statement) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (EXECUTIONS.contains(method.getName())) {
                trips.incrementAndGet();
            }
            return invoke(statement, method, args);
        };
        return (Statement) Proxy.newProxyInstance(getClass().getClassLoader(), interfacesOf(statement), handler);
    }

    private static Class<?>[] interfacesOf(Statement statement) {
        if (statement instanceof java.sql.CallableStatement) {
            return new Class<?>[] {java.sql.CallableStatement.class};
        }
        if (statement instanceof java.sql.PreparedStatement) {
            return new Class<?>[] {java.sql.PreparedStatement.class};
        }
        return new Class<?>[] {Statement.class};
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return delegate.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        delegate.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        delegate.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return delegate.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() {
        return Logger.getGlobal();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return delegate.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return delegate.isWrapperFor(type);
    }
}
