package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A unit whose COMMIT went through but whose answer was lost (the connection dropped right after) is reported as
 * done, asked of the database by its transaction id: an operator's write must not be answered 503 "nothing applied"
 * once it was applied (operations contract, "When the service itself cannot serve").
 */
@ExtendWith(FreshSchemaExtension.class)
class LostCommitAnswerTest {

    private final TestSchema schema;
    private final AtomicBoolean loseTheAnswer = new AtomicBoolean();

    LostCommitAnswerTest(TestSchema schema) throws SQLException {
        this.schema = schema;
        try (Connection connection = schema.dataSource().getConnection()) {
            connection.createStatement().execute("CREATE TABLE IF NOT EXISTS kept (id int)");
        }
    }

    @Test
    void aCommitWhoseAnswerWasLostIsDoneWhenTheDatabaseCommittedIt() throws SQLException {
        JdbiTransactions db = new JdbiTransactions(answerLosing(schema.dataSource()));

        loseTheAnswer.set(true);
        db.run(() -> db.call("inserting a kept row", h -> h.execute("INSERT INTO kept VALUES (1)")));

        assertThat(count()).as("committed once, and answered as done").isEqualTo(1);
    }

    @Test
    void aLostAnswerOfAUnitThatOnlyReadIsStillAnUnknownOutcome() {
        JdbiTransactions db = new JdbiTransactions(answerLosing(schema.dataSource()));

        loseTheAnswer.set(true);
        StorageFailure failure = catchThrowableOfType(StorageFailure.class,
                () -> db.run(() -> db.call("reading", h -> h.execute("SELECT 1"))));

        assertThat(failure.kind()).as("no transaction id to ask by; nothing was written either way")
                .isEqualTo(StorageFailure.Kind.OUTCOME_UNKNOWN);
    }

    private int count() throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             ResultSet rows = connection.createStatement().executeQuery("SELECT count(*) FROM kept")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    /** Connections whose commit() commits, then reports the connection lost, as when it drops just after. */
    private DataSource answerLosing(DataSource real) {
        return (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    Object result = invoke(real, method, args);
                    return method.getName().equals("getConnection") ? losing((Connection) result) : result;
                });
    }

    private Connection losing(Connection real) {
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    Object result = invoke(real, method, args);
                    if (method.getName().equals("commit") && loseTheAnswer.getAndSet(false)) {
                        throw new SQLException("An I/O error occurred while sending to the backend.", "08006");
                    }
                    return result;
                });
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
