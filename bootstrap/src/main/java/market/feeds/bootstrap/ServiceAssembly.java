package market.feeds.bootstrap;

import com.zaxxer.hikari.HikariDataSource;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.adapters.http.server.Routes;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.DatabaseHealth;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.infra.Migrations;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.bootstrap.config.Secret;
import market.feeds.bootstrap.config.ServiceConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The whole service wired by hand, in the order config → database → migrations → stores → use cases →
 * HTTP and scheduler. Each part is started through the {@link Lifecycle}, which stops them in reverse.
 */
public final class ServiceAssembly {

    private static final Logger LOG = LoggerFactory.getLogger(ServiceAssembly.class);
    private static final int POOL_SIZE = 16;

    private final HttpServer http;
    private final DataSource dataSource;
    private final OperatorTokenHash operatorTokenHash;

    private ServiceAssembly(HttpServer http, DataSource dataSource, OperatorTokenHash operatorTokenHash) {
        this.http = http;
        this.dataSource = dataSource;
        this.operatorTokenHash = operatorTokenHash;
    }

    /** Starts everything; on failure, whatever was started is stopped by {@code lifecycle.close()}. */
    public static ServiceAssembly start(ServiceConfig config, Lifecycle lifecycle, PrintStream console) {
        SecureRandom random = new SecureRandom();
        if (!config.pullAllowedCidrs().isEmpty()) {
            LOG.warn("!!! TEST ONLY: FEEDS_PULL_ALLOWED_CIDRS lets the feed pull connect to private/loopback"
                    + " ranges {} !!! Never set it in production.", config.pullAllowedCidrs());
        }
        DataDirectory dataDir = DataDirectory.prepare(config.dataDir());

        DatabaseEndpoint endpoint = config.externalDatabase()
                .map(ServiceAssembly::external)
                .orElseGet(() -> lifecycle.start("embedded PostgreSQL",
                        () -> EmbeddedDatabase.startDurable(dataDir.postgres())).endpoint());
        HikariDataSource pool = lifecycle.start("connection pool",
                () -> PooledDataSources.create(endpoint, "feeds", POOL_SIZE));
        lifecycle.run("migrations", () -> Migrations.apply(pool));

        // The key encrypts stored feed tokens; the token cipher takes it when the feed store is wired.
        Secret secretKey = config.secretKey()
                .orElseGet(() -> SecretKeyFile.loadOrCreate(dataDir.secretKeyFile(), random));
        OperatorTokenHash tokenHash = OperatorTokens.resolve(
                config.adminToken(), new ServiceSettings(pool), random, console);

        // Stores and use cases are built here (they need pool, secretKey, tokenHash, config limits).
        List<Routes> routes = new ArrayList<>();
        // The scheduler starts here, before HTTP, so that it stops after HTTP (only when config.pullEnabled()).

        HttpServer http = lifecycle.start("HTTP server", () -> HttpServer.start(
                new HttpServerSettings(config.httpHost(), config.httpPort()), new DatabaseHealth(pool), routes));
        LOG.info("service started on port {} with the {} database", http.port(),
                config.embeddedDatabase() ? "embedded" : "external");
        return new ServiceAssembly(http, pool, tokenHash);
    }

    private static DatabaseEndpoint external(ServiceConfig.ExternalDatabase database) {
        return new DatabaseEndpoint(database.jdbcUrl(), database.user(), database.password().map(Secret::text));
    }

    public int httpPort() {
        return http.port();
    }

    public DataSource dataSource() {
        return dataSource;
    }

    public OperatorTokenHash operatorTokenHash() {
        return operatorTokenHash;
    }
}
