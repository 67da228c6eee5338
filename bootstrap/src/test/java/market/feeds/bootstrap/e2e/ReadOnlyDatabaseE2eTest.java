package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.DatabaseFaultsE2eTest.assertServiceUnavailable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A database that takes no writes, as a standby does while a failover moves the primary, or a server in maintenance:
 * a write is 503 {@code service_unavailable} with {@code Retry-After} and applies nothing, never 500; and once the
 * database takes writes again, writes apply without a restart (the pool replaces connections that reached a server
 * taking no writes).
 */
@ExtendWith(FreshSchemaExtension.class)
class ReadOnlyDatabaseE2eTest {

    private static TestSchema direct;
    private static String role;
    private static E2eService service;
    private static Operator operator;

    @BeforeAll
    static void start(TestSchema schema) throws SQLException {
        direct = schema;
        // Its own login, so that making its sessions read-only touches no other test on the shared server.
        role = "standby_" + schema.name();
        sql("CREATE ROLE \"" + role + "\" LOGIN SUPERUSER");
        service = E2eService.start(schema, Map.of("FEEDS_DATABASE_USER", role));
        operator = service.operator;
    }

    @AfterAll
    static void stop() throws SQLException {
        service.close();
        sql("REASSIGN OWNED BY \"" + role + "\" TO CURRENT_USER; DROP ROLE \"" + role + "\"");
    }

    @Test
    void aDatabaseThatTakesNoWritesIsServiceUnavailableAndWritesApplyAgainOnceItTakesThem() throws SQLException {
        String catalogId = operator.catalogProduct("Standby seed", "Agro", "seeds", "bag");
        String slug = operator.vendor("standby");
        VendorClient vendor = new VendorClient(service.http, operator.writerKey(slug));
        operator.offer(slug, "RO-1", catalogId, "10", "5");

        // The failover: the service's connections are cut, and the address now leads to a server taking no writes.
        sql("ALTER ROLE \"" + role + "\" SET default_transaction_read_only = on");
        sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '" + role + "'");
        await().atMost(Duration.ofSeconds(30))
                .until(() -> service.http.json("GET", "/health", null, null).status() == 200);

        Reply refused = vendor.offers(Bodies.items(Bodies.offer("RO-1", "\"price\":11")));

        assertServiceUnavailable(refused);
        assertThat(operator.offers(slug, "RO-1").get(0).get("price").decimalValue()).isEqualByComparingTo("10");

        sql("ALTER ROLE \"" + role + "\" RESET default_transaction_read_only");

        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .until(() -> vendor.offers(Bodies.items(Bodies.offer("RO-1", "\"price\":12"))).status() == 202);
        assertThat(operator.offers(slug, "RO-1").get(0).get("price").decimalValue()).isEqualByComparingTo("12");
    }

    private static void sql(String statements) throws SQLException {
        try (Connection connection = direct.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute(statements);
        }
    }
}
