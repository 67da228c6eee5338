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
        return create(endpoint, poolName, maxSize, schema, ConnectionSettings.DEFAULT);
    }

    /** As above with other bounds, e.g. a test that waits for a silent network in seconds rather than 35. */
    public static HikariDataSource create(DatabaseEndpoint endpoint, String poolName, int maxSize,
                                          Optional<String> schema, ConnectionSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(endpoint.jdbcUrl());
        endpoint.user().ifPresent(config::setUsername);
        endpoint.password().ifPresent(config::setPassword);
        schema.ifPresent(config::setSchema);
        config.setPoolName(poolName);
        config.setMaximumPoolSize(maxSize);
        config.setMinimumIdle(Math.min(2, maxSize));
        settings.applyTo(config);
        // Fail fast at start when the database is unreachable instead of serving 503 forever.
        config.setInitializationFailTimeout(30_000);
        return new HikariDataSource(config);
    }
}
