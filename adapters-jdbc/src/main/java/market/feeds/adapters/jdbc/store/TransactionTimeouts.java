package market.feeds.adapters.jdbc.store;

import java.time.Duration;
import java.util.Objects;

/**
 * How long one statement may wait for a row lock and run before PostgreSQL cancels it, so a stuck request
 * fails as lock_timeout / statement_timeout. {@link #DEFAULT} is set once per pooled connection
 * ({@code ConnectionSettings}); another value only as a per-transaction override ({@code JdbiTransactions}).
 */
public record TransactionTimeouts(Duration lockTimeout, Duration statementTimeout) {

    public static final TransactionTimeouts DEFAULT = new TransactionTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(30));

    public TransactionTimeouts {
        Objects.requireNonNull(lockTimeout, "lockTimeout");
        Objects.requireNonNull(statementTimeout, "statementTimeout");
        if (lockTimeout.toMillis() < 1 || statementTimeout.toMillis() < 1) {
            throw new IllegalArgumentException("timeouts must be at least 1 ms");
        }
    }
}
