package market.feeds.adapters.jdbc.testing;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.lang.reflect.Constructor;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import org.junit.jupiter.api.extension.ParameterContext;

/** One migrated schema of the test database, with a small pool whose connections use it; close drops it. */
public final class TestSchema implements AutoCloseable {

    private final String name;
    private final HikariDataSource dataSource;
    private final DatabaseEndpoint endpoint;

    TestSchema(String name, HikariDataSource dataSource, DatabaseEndpoint endpoint) {
        this.name = name;
        this.dataSource = dataSource;
        this.endpoint = endpoint;
    }

    /** A test class's constructor asking for a schema: what the schema extensions on other servers resolve. */
    static boolean wantedBy(ParameterContext parameter) {
        return parameter.getParameter().getType() == TestSchema.class
                && parameter.getDeclaringExecutable() instanceof Constructor;
    }

    /** The schema's name, e.g. to qualify a table in a cross-schema check. */
    public String name() {
        return name;
    }

    /** Pooled connections (at most 8) whose search path is this schema. */
    public DataSource dataSource() {
        return dataSource;
    }

    /** Closes the pool and drops the schema with everything in it. */
    @Override
    public void close() {
        dataSource.close();
        try (var admin = PooledDataSources.create(endpoint, "test-admin", 1);
             Connection connection = admin.getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + name + " CASCADE");
        } catch (SQLException e) {
            throw new IllegalStateException("could not drop test schema " + name, e);
        }
    }
}
