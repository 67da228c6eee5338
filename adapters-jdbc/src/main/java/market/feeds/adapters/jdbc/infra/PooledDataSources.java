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

    /**
     * A pool on the endpoint's default schema that opens no connection while it is created: its first
     * {@code getConnection}, bounded by the connection timeout, tells whether the database is there. The start on an
     * external database it has just reached uses it, so a database gone since ends the start within that bound, not
     * after Hikari's 30 s of retries without a word (decision 0007, amended in session 25).
     */
    public static HikariDataSource createUnseeded(DatabaseEndpoint endpoint, String poolName, int maxSize) {
        return create(endpoint, poolName, maxSize, Optional.empty(), ConnectionSettings.DEFAULT, -1);
    }

    /** As above with other bounds, e.g. a test that waits for a silent network in seconds rather than 35. */
    public static HikariDataSource create(DatabaseEndpoint endpoint, String poolName, int maxSize,
                                          Optional<String> schema, ConnectionSettings settings) {
        // Fail fast at start when the database is unreachable instead of serving 503 forever.
        return create(endpoint, poolName, maxSize, schema, settings, 30_000);
    }

    private static HikariDataSource create(DatabaseEndpoint endpoint, String poolName, int maxSize,
                                           Optional<String> schema, ConnectionSettings settings,
                                           long initializationFailTimeoutMillis) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(endpoint.jdbcUrl());
        endpoint.user().ifPresent(config::setUsername);
        endpoint.password().ifPresent(config::setPassword);
        schema.ifPresent(config::setSchema);
        config.setPoolName(poolName);
        config.setMaximumPoolSize(maxSize);
        config.setMinimumIdle(Math.min(2, maxSize));
        settings.applyTo(config);
        config.setInitializationFailTimeout(initializationFailTimeoutMillis);
        return new HikariDataSource(config);
    }
}
