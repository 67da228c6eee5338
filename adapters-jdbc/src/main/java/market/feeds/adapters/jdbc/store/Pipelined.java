package market.feeds.adapters.jdbc.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jdbi.v3.core.result.ResultProducer;

/**
 * Several statements sent in one execution: pgjdbc sends them in one flush with one Sync, so they cost one round
 * trip, and PostgreSQL takes each one's snapshot when that statement starts (a lookup after a lock reads what the
 * lock's previous holder committed). Only the last statement's result is read; the ones before it are settings
 * and locks whose result nobody needs.
 */
final class Pipelined {

    private static final Map<List<String>, String> JOINED = new ConcurrentHashMap<>();

    private Pipelined() {
    }

    /**
     * Each combination joined once, so every execution passes JDBI the same String: JDBI's parse and statement
     * caches hash and compare the SQL on every statement, and a String hashes its text once in its life; joined
     * anew per call, a lookup's ~2 KB of SQL was hashed twice per execution (decision 0818). The statements are the
     * stores' constants, so the map holds a handful of entries.
     */
    static String of(List<String> statements) {
        return JOINED.computeIfAbsent(statements, joined -> String.join(";\n", joined));
    }

    /** Each row of the last of {@code statements} statements, which must be a query. */
    static ResultProducer<Void> eachRowOfLast(int statements, RowReader reader) {
        return (statement, context) -> {
            try {
                PreparedStatement executed = skipToLast(statement.get(), statements);
                try (ResultSet rows = executed.getResultSet()) {
                    if (rows == null) {
                        throw new IllegalStateException("the last statement of the execution returned no rows");
                    }
                    while (rows.next()) {
                        reader.read(rows);
                    }
                }
                return null;
            } finally {
                context.close();
            }
        };
    }

    /** The row count of the last of {@code statements} statements, which must be a write. */
    static ResultProducer<Integer> countOfLast(int statements) {
        return (statement, context) -> {
            PreparedStatement executed = skipToLast(statement.get(), statements);
            if (executed.getResultSet() != null) {
                throw new IllegalStateException("the last statement of the execution returned rows");
            }
            return executed.getUpdateCount();
        };
    }

    private static PreparedStatement skipToLast(PreparedStatement executed, int statements) throws SQLException {
        for (int skipped = 1; skipped < statements; skipped++) {
            executed.getMoreResults();
        }
        return executed;
    }

    /** Reads one row of a result. */
    @FunctionalInterface
    interface RowReader {
        void read(ResultSet row) throws SQLException;
    }
}
