package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.bootstrap.contract.ContractConformance;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Operations contract, "When the service itself cannot serve": the whole service, its database reached
 * through a {@link FaultyTcpProxy}, answers 503 {@code service_unavailable} with {@code Retry-After} within the
 * documented bound (decision 0406) when the database is away, silent or drops a connection, applies nothing,
 * leaves the Idempotency-Key free, and recovers without a restart.
 */
class DatabaseFaultsE2eTest {

    /** No connection: the pool's 2 s connection timeout. */
    private static final Duration NO_CONNECTION_BOUND = Duration.ofSeconds(2);
    /** A silent network mid-request: the driver's 35 s socket timeout. */
    private static final Duration SILENT_NETWORK_BOUND = Duration.ofSeconds(35);
    /** Margin for a loaded two-core machine. */
    private static final Duration MARGIN = Duration.ofSeconds(4);

    private static final FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
    @RegisterExtension
    static final OneService service = OneService.throughProxy(proxy);
    private static Operator operator;
    private static String catalogId;
    private final ContractConformance conformance = new ContractConformance();

    @BeforeAll
    static void seed() {
        operator = service.operator();
        catalogId = operator.catalogProduct("Fault seed", "Agro", "seeds", "bag");
    }

    @Test
    void theDatabaseAwayIsServiceUnavailableOnEveryEndpointWithinTheBound() {
        String slug = operator.vendor("away");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.offer(slug, "AWAY-1", catalogId, "10", "5");
        proxy.refuse();

        List<Supplier<Reply>> calls = List.of(vendor::whoami,
                () -> vendor.offers(Bodies.items(Bodies.offer("AWAY-1", "\"price\":11"))),
                () -> vendor.products(Bodies.items(Bodies.product("AWAY-P"))),
                () -> operator.call("GET", "/vendors/" + slug, null),
                () -> operator.call("GET", "/vendors/" + slug + "/journal", null),
                () -> operator.call("POST", "/vendors/" + slug + "/feed/runs", null),
                () -> service.http().json("GET", "/health", null, null));
        for (Supplier<Reply> call : calls) {
            long started = System.nanoTime();
            Reply reply = call.get();
            assertServiceUnavailable(reply);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).as(reply.toString())
                    .isLessThan(NO_CONNECTION_BOUND.plus(MARGIN));
            // The conformance test cannot take the database away, so the documents' 503s are judged here.
            HttpRequest request = reply.response().request();
            assertThat(conformance.violations(request.method(), request.uri().getRawPath(), reply.response()))
                    .isEmpty();
        }

        proxy.heal();

        await().atMost(Duration.ofSeconds(30)).until(() -> vendor.whoami().status() == 200);
        assertThat(operator.offers(slug, "AWAY-1").get(0).get("price").decimalValue()).isEqualByComparingTo("10");
    }

    @Test
    void aPatchWhoseBackendIsTerminatedIs503AndItsIdempotencyKeyStaysFree() throws Exception {
        String slug = operator.vendor("terminated");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.offer(slug, "TERM-1", catalogId, "10", "5");
        String key = VendorClient.freshKey();
        String body = Bodies.items(Bodies.offer("TERM-1", "\"price\":13"));

        Reply cut;
        try (Connection holder = service.schema().dataSource().getConnection()) {
            holder.setAutoCommit(false);
            lockVendorRow(holder, slug);
            CompletableFuture<Reply> patch = CompletableFuture.supplyAsync(() -> vendor.write("PATCH", "/v1/offers", body, key));
            int waiting = awaitBlockedBy(holder);
            terminate(waiting);
            cut = patch.get(30, TimeUnit.SECONDS);
            holder.rollback();
        }

        assertServiceUnavailable(cut);
        assertThat(operator.offers(slug, "TERM-1").get(0).get("price").decimalValue()).isEqualByComparingTo("10");
        Reply retry = expect(vendor.write("PATCH", "/v1/offers", body, key), 202);
        Reply again = expect(vendor.write("PATCH", "/v1/offers", body, key), 202);
        assertThat(retry.header("Idempotent-Replayed")).as("the key was left free").isNull();
        assertThat(retry.json().get("applied").asInt()).isEqualTo(1);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(operator.offers(slug, "TERM-1").get(0).get("price").decimalValue()).isEqualByComparingTo("13");
    }

    @Test
    void theNextRequestsAfterConnectionsAreCutSucceed() {
        String slug = operator.vendor("cut");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        expect(vendor.whoami(), 200);
        proxy.cutConnections();

        Reply first = vendor.whoami();
        assertThat(first.status()).as("the first call may meet a dead connection, never a 500").isIn(200, 503);
        for (int call = 0; call < 8; call++) {
            expect(operator.call("GET", "/vendors/" + slug, null), 200);
            expect(vendor.whoami(), 200);
        }
    }

    @Test
    void aPatchCaughtByASilentNetworkEndsWithinTheSocketTimeout() throws Exception {
        String slug = operator.vendor("silent");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.offer(slug, "SIL-1", catalogId, "10", "5");
        String key = VendorClient.freshKey();
        String body = Bodies.items(Bodies.offer("SIL-1", "\"price\":17"));

        long started;
        CompletableFuture<Reply> patch;
        try (Connection holder = service.schema().dataSource().getConnection()) {
            holder.setAutoCommit(false);
            lockVendorRow(holder, slug);
            patch = CompletableFuture.supplyAsync(() -> vendor.write("PATCH", "/v1/offers", body, key));
            awaitBlockedBy(holder);
            proxy.stall();
            started = System.nanoTime();
            holder.rollback();
        }
        Reply stalled = patch.get(SILENT_NETWORK_BOUND.plus(MARGIN).toSeconds() * 2, TimeUnit.SECONDS);
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertServiceUnavailable(stalled);
        assertThat(took).isLessThan(SILENT_NETWORK_BOUND.plus(MARGIN));
        proxy.heal();
        await().atMost(Duration.ofSeconds(30)).until(() -> vendor.whoami().status() == 200);
        Reply retry = expect(vendor.write("PATCH", "/v1/offers", body, key), 202);
        assertThat(retry.header("Idempotent-Replayed")).isNull();
        assertThat(operator.offers(slug, "SIL-1").get(0).get("price").decimalValue()).isEqualByComparingTo("17");
    }

    static void assertServiceUnavailable(Reply reply) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(503);
        assertThat(reply.header("Content-Type")).startsWith("application/problem+json");
        assertThat(reply.code()).isEqualTo("service_unavailable");
        assertThat(reply.json().get("status").asInt()).isEqualTo(503);
        assertThat(reply.json().get("request_id").asText()).isNotBlank();
        assertThat(Integer.parseInt(reply.header("Retry-After"))).isGreaterThanOrEqualTo(1);
    }

    private static void lockVendorRow(Connection holder, String slug) throws SQLException {
        try (PreparedStatement lock = holder.prepareStatement("SELECT 1 FROM vendors WHERE slug = ? FOR UPDATE")) {
            lock.setString(1, slug);
            lock.executeQuery().close();
        }
    }

    /** The pid of the service's backend waiting for the lock {@code holder} holds. */
    private static int awaitBlockedBy(Connection holder) {
        return await().atMost(Duration.ofSeconds(20)).until(() -> blockedBy(holder), Optional::isPresent).orElseThrow();
    }

    private static Optional<Integer> blockedBy(Connection holder) throws SQLException {
        try (PreparedStatement query = holder.prepareStatement(
                "SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))");
             ResultSet rows = query.executeQuery()) {
            return rows.next() ? Optional.of(rows.getInt(1)) : Optional.empty();
        }
    }

    private static void terminate(int pid) throws SQLException {
        try (Connection admin = service.schema().dataSource().getConnection();
             PreparedStatement kill = admin.prepareStatement("SELECT pg_terminate_backend(?, 10000)")) {
            kill.setInt(1, pid);
            kill.executeQuery().close();
        }
    }
}
