package market.feeds.adapters.jdbc.infra;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.Optional;

/** Builds the HikariCP pools the service and the tests connect through. */
public final class PooledDataSources {

    private PooledDataSources() {
    }

    /** A pool on the endpoint's default schema. */
    public static HikariDataSource create(DatabaseEndpoint endpoint, String poolName, int maxSize) {
        return create(endpoint, poolName, maxSize, Optional.empty());
    }

    /** A pool whose connections all use {@code schema} as their search path. */
    public static HikariDataSource create(DatabaseEndpoint endpoint, String poolName, int maxSize,
                                          Optional<String> schema) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(endpoint.jdbcUrl());
        endpoint.user().ifPresent(config::setUsername);
        endpoint.password().ifPresent(config::setPassword);
        schema.ifPresent(config::setSchema);
        config.setPoolName(poolName);
        config.setMaximumPoolSize(maxSize);
        config.setMinimumIdle(Math.min(2, maxSize));
        // Fail fast at start when the database is unreachable instead of serving 503 forever.
        config.setInitializationFailTimeout(30_000);
        config.setConnectionTimeout(10_000);
        // Set once per connection at startup: OLTP statements never gain from JIT, and a misestimate made it
        // compile for ~200 ms per call on PostgreSQL 12+ with default settings (decision 0803).
        config.addDataSourceProperty("options", "-c jit=off");
        return new HikariDataSource(config);
    }
}
