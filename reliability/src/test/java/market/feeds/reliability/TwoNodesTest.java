package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12 case 4: two service processes on one database behave as one service. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TwoNodesTest {

    private static final int LIMIT = 20;
    private static final int ATTEMPTS_PER_NODE = 30;
    private static final int PULLED_VENDORS = 3;

    @TempDir
    static Path work;
    static ControlledPostgres postgres;
    static FeedServer feed;
    static ServiceNode first;
    static ServiceNode second;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
        feed = new FeedServer(work);
        // Both daily schedulers run: each node is a full service, pulls included.
        Map<String, String> settings = new HashMap<>(feed.environment());
        settings.put("FEEDS_RATE_OFFERS", LIMIT + "/PT10M");
        settings.put("FEEDS_PULL_ENABLED", "true");
        first = ServiceNode.start(work, postgres, "512m", settings, feed.jvmOptions());
        second = ServiceNode.start(work, postgres, "512m", settings, feed.jvmOptions());
    }

    @AfterAll
    static void stop() {
        for (ServiceNode node : new ServiceNode[] {first, second}) {
            if (node != null) {
                node.close();
            }
        }
        if (feed != null) {
            feed.close();
        }
    }

    @Test
    void theRateLimitIsSharedSoBothNodesTogetherAcceptAtMostTheLimit() throws Exception {
        SeededVendor vendor = SeededVendor.create(first.api(), postgres, "shared-limit", 1);
        List<CompletableFuture<Api.Reply>> replies = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int i = 0; i < ATTEMPTS_PER_NODE; i++) {
                for (ServiceNode node : List.of(first, second)) {
                    String body = "{\"items\":[{\"sku\":\"S-1\",\"price\":" + (10 + replies.size()) + "}]}";
                    replies.add(CompletableFuture.supplyAsync(() -> node.api().vendor("PATCH", "/v1/offers",
                            vendor.key(), "limit-" + UUID.randomUUID(), body), pool));
                }
            }
            List<Api.Reply> answers = replies.stream().map(CompletableFuture::join).toList();
            Answers.answeredWithout500(answers);
            assertThat(answers).extracting(Api.Reply::status).containsOnly(202, 429);
            long accepted = answers.stream().filter(r -> r.status() == 202).count();
            Bounds.figure("case 4: %d PATCHes over two nodes, %d accepted (limit %d)", answers.size(), accepted, LIMIT);
            assertThat(accepted).isEqualTo(LIMIT);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void theSameIdempotencyKeyOnBothNodesAtOnceIsExecutedOnce() throws Exception {
        SeededVendor vendor = SeededVendor.create(first.api(), postgres, "same-key-two-nodes", 2000);
        for (int round = 0; round < 3; round++) {
            String key = "twice-" + UUID.randomUUID();
            String body = vendor.everyPriceTo(BigDecimal.valueOf(500 + round));
            int executedBefore = vendor.executedRequests(postgres);
            CountDownLatch go = new CountDownLatch(1);
            List<CompletableFuture<Api.Reply>> both = new ArrayList<>();
            for (ServiceNode node : List.of(first, second)) {
                both.add(CompletableFuture.supplyAsync(() -> {
                    awaitLatch(go);
                    return node.api().vendor("PATCH", "/v1/offers", vendor.key(), key, body);
                }));
            }
            go.countDown();
            List<Api.Reply> answers = both.stream().map(CompletableFuture::join).toList();
            Answers.answeredWithout500(answers);
            assertThat(answers).as("both answered as one request").extracting(Api.Reply::status).containsOnly(202);
            assertThat(answers.get(0).json()).isEqualTo(answers.get(1).json());
            assertThat(vendor.executedRequests(postgres)).isEqualTo(executedBefore + 1);
        }
    }

    @Test
    void bothDailySchedulersRunEachVendorsDueDayOnce() throws Exception {
        List<SeededVendor> vendors = new ArrayList<>();
        // Twelve hours from now: the planned run stays more than an hour away, as ranAndRearmed expects of the
        // next day's. A fixed 03:00 UTC failed this test whenever it ran between 02:00 and 03:00 UTC.
        int hour = (ZonedDateTime.now(ZoneOffset.UTC).getHour() + 12) % 24;
        for (int v = 1; v <= PULLED_VENDORS; v++) {
            SeededVendor vendor = SeededVendor.create(first.api(), postgres, "two-schedulers-" + v, 50);
            // Saved on both nodes in turn: each arms the same planned instant, which must exist once.
            for (ServiceNode node : List.of(first, second)) {
                node.api().adminExpect("PUT", "/vendors/" + vendor.slug() + "/feed",
                        "{\"url\":\"" + FeedServer.URL + "\",\"hour\":" + hour + ",\"time_zone\":\"UTC\"}", 200);
            }
            vendors.add(vendor);
        }
        feed.serve(vendors.get(0).everyPriceTo(BigDecimal.valueOf(42)), Duration.ZERO);
        int requestsBefore = feed.requests();
        // The vendors' hour comes: their armed triggers fall due a moment from now, on both schedulers at once.
        assertThat(DueRuns.makeDueNow(postgres, vendors)).as("one armed trigger per vendor").isEqualTo(PULLED_VENDORS);

        Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
        while (!vendors.stream().allMatch(TwoNodesTest::ranAndRearmed)) {
            assertThat(Instant.now()).as("every due run done and the next day armed").isBefore(deadline);
            Api.pause(Duration.ofMillis(200));
        }
        for (SeededVendor vendor : vendors) {
            JsonNode journal = first.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/journal?source=feed",
                    null, 200);
            assertThat(journal.size()).as("runs of %s for its due day: %s", vendor.slug(), journal).isEqualTo(1);
            assertThat(journal.get(0).path("status").asText()).as("%s", journal).isEqualTo("succeeded");
            assertThat(armedTriggers(vendor)).as("the next day armed once").isEqualTo(1);
        }
        assertThat(feed.requests() - requestsBefore).as("pulls fetched").isEqualTo(PULLED_VENDORS);
        Bounds.figure("case 4: %d vendors due at once with two schedulers: %d pulls, one run per vendor-day",
                PULLED_VENDORS, feed.requests() - requestsBefore);
    }

    @Test
    @Order(Integer.MAX_VALUE) // stops the first node for good
    void aSigtermOfOneNodeLeavesTheOtherServingEveryRequest() throws Exception {
        SeededVendor vendor = SeededVendor.create(second.api(), postgres, "other-node-serves", 1);
        ConcurrentLinkedQueue<Api.Reply> replies = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService load = Executors.newFixedThreadPool(2);
        for (int t = 0; t < 2; t++) {
            load.submit(() -> {
                while (running.get()) {
                    replies.add(second.api().vendor("GET", "/v1/whoami", vendor.key(), null, (String) null));
                }
            });
        }
        try {
            first.terminate(Duration.ofSeconds(30));
            int atExit = replies.size();
            while (replies.size() < atExit + 20) {
                Api.pause(Duration.ofMillis(20));
            }
        } finally {
            running.set(false);
            load.shutdown();
            assertThat(load.awaitTermination(1, TimeUnit.MINUTES)).isTrue();
        }
        assertThat(replies).extracting(Api.Reply::status).containsOnly(200);
    }

    /** The due run is journaled and the vendor's next day armed (PlannedRuns.armNext). */
    private static boolean ranAndRearmed(SeededVendor vendor) {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT (SELECT count(*) FROM requests r WHERE r.vendor_id = v.id AND r.source = 'feed'),
                            (SELECT count(*) FROM qrtz_triggers t WHERE t.trigger_group = 'feed-pull'
                               AND t.job_name = v.id::text AND t.next_fire_time > ?)
                     FROM vendors v WHERE v.slug = ?""")) {
            select.setLong(1, System.currentTimeMillis() + Duration.ofHours(1).toMillis());
            select.setString(2, vendor.slug());
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getInt(1) > 0 && rows.getInt(2) > 0;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int armedTriggers(SeededVendor vendor) throws SQLException {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT count(*) FROM qrtz_triggers
                     WHERE trigger_group = 'feed-pull' AND job_name = (SELECT id::text FROM vendors WHERE slug = ?)""")) {
            select.setString(1, vendor.slug());
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }

    private static void awaitLatch(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
