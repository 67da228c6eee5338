package market.feeds.bench.http;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Base64;
import java.util.Map;
import java.util.Properties;

/**
 * A fresh database per benchmark run on the server {@code FEEDS_BENCH_DATABASE_URL} names (started by
 * {@code bench/system-postgres.sh}); credentials only from the environment, never from arguments.
 */
final class SystemDatabase {

    private SystemDatabase() {
    }

    /** The service's database variables for a new database, or none when the variable is unset (embedded). */
    static Map<String, String> environment() {
        String url = System.getenv("FEEDS_BENCH_DATABASE_URL");
        if (url == null || url.isBlank()) {
            return Map.of();
        }
        String user = System.getenv().getOrDefault("FEEDS_BENCH_DATABASE_USER", "postgres");
        String password = System.getenv().getOrDefault("FEEDS_BENCH_DATABASE_PASSWORD", "");
        String name = "feeds_bench_" + Long.toHexString(System.nanoTime());
        Properties credentials = new Properties();
        credentials.setProperty("user", user);
        credentials.setProperty("password", password);
        try (Connection admin = DriverManager.getConnection(url, credentials); Statement sql = admin.createStatement()) {
            sql.execute("CREATE DATABASE " + name);
            System.out.println("# system PostgreSQL: " + admin.getMetaData().getDatabaseProductVersion()
                    + ", database " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create the benchmark database on " + url, e);
        }
        // Dropped when this part's JVM ends: left in the cluster, a part's million rows could keep autovacuum busy on
        // the same cores while the next part measures (decision 0817).
        // -Dbench.keepDatabase=true keeps it for a look at its rows or statements (pgbench, EXPLAIN) after the run.
        if (!Boolean.getBoolean("bench.keepDatabase")) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> drop(url, credentials, name), "bench-database-drop"));
        }
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return Map.of("FEEDS_DATABASE_URL", url.substring(0, url.lastIndexOf('/') + 1) + name,
                "FEEDS_DATABASE_USER", user,
                "FEEDS_DATABASE_PASSWORD", password,
                "FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(key));
    }

    private static void drop(String url, Properties credentials, String name) {
        try (Connection admin = DriverManager.getConnection(url, credentials); Statement sql = admin.createStatement()) {
            sql.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        } catch (SQLException e) {
            System.err.println("# could not drop the benchmark database " + name + ": " + e.getMessage());
        }
    }
}
