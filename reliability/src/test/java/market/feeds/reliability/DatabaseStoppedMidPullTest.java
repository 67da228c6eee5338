package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit's case of decision 0410: "run now" on a feed that takes 3 s to arrive while PostgreSQL is stopped from
 * +1.5 s to +13.5 s. The operator gets 503, since the run's row cannot be written while the database is away. Once it
 * is back, the node's round of dropped runs journals the run {@code failed} / {@code lease_expired}, without a
 * notification, and the vendor's feed runs again. Before, the journal stayed empty: the fetch left no trace.
 */
class DatabaseStoppedMidPullTest {

    private static final Duration FEED_TRANSFER = Duration.ofSeconds(3);
    /** The round runs every minute; the first one after the database is back journals the run. */
    private static final Duration JOURNALED_WITHIN = Duration.ofSeconds(90);

    @TempDir
    static Path work;
    static ControlledPostgres postgres;
    static FeedServer feed;
    static ServiceNode node;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
        feed = new FeedServer(work);
        node = ServiceNode.start(work, postgres, "512m", feed.environment(), feed.jvmOptions());
    }

    @AfterAll
    static void stop() {
        if (node != null) {
            node.close();
        }
        if (feed != null) {
            feed.close();
        }
    }

    @Test
    void aRunNowWhoseDatabaseStopsMidRunIsAnswered503AndJournaledLeaseExpiredOnceTheDatabaseIsBack()
            throws Exception {
        SeededVendor vendor = SeededVendor.create(node.api(), postgres, "pg-stopped-mid-pull", 20);
        node.api().adminExpect("PUT", "/vendors/" + vendor.slug() + "/feed",
                "{\"url\":\"" + FeedServer.URL + "\",\"hour\":3,\"time_zone\":\"UTC\"}", 200);
        feed.serve(vendor.everyPriceTo(BigDecimal.valueOf(901)), FEED_TRANSFER);
        int requestsBefore = feed.requests();

        CompletableFuture<Api.Reply> run = CompletableFuture.supplyAsync(
                () -> node.api().admin("POST", "/vendors/" + vendor.slug() + "/feed/runs", null));
        await().atMost(Duration.ofSeconds(60)).until(() -> feed.requests() > requestsBefore || run.isDone());
        Api.pause(Duration.ofMillis(1500));
        postgres.stop();
        try {
            Api.pause(Duration.ofSeconds(12));
        } finally {
            postgres.start();
        }
        Instant back = Instant.now();
        Api.Reply answer = run.join();

        assertThat(answer.status()).as("%s", answer).isEqualTo(503);
        JsonNode journal = await().atMost(JOURNALED_WITHIN).ignoreExceptions()
                .until(() -> feedJournal(vendor), rows -> rows.size() == 1);
        long journaledAfter = Duration.between(back, Instant.now()).toSeconds();
        assertThat(journal.get(0).path("status").asText()).as("%s", journal).isEqualTo("failed");
        assertThat(journal.get(0).path("code").asText()).as("%s", journal).isEqualTo("lease_expired");
        assertThat(node.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/notifications", null, 200))
                .as("the service's own fault notifies no vendor").isEmpty();
        // The round logs once its transaction committed: the row can be read a moment before the line is written.
        // It counts every vendor's runs: other classes' killed runs on the shared database may be among them.
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(node.log())
                .containsPattern("dropped feed runs: [1-9][0-9]* run\\(s\\) that ended without their journal row"));

        feed.serve(vendor.everyPriceTo(BigDecimal.valueOf(902)), Duration.ZERO);
        JsonNode next = node.api().adminExpect("POST", "/vendors/" + vendor.slug() + "/feed/runs", null, 200);
        assertThat(next.path("status").asText()).as("%s", next).isEqualTo("succeeded");
        assertThat(feedJournal(vendor).size()).isEqualTo(2);
        Bounds.figure("database stopped mid run-now: answered %d after %d ms; journaled lease_expired %d s after the"
                + " database was back", answer.status(), answer.millis(), journaledAfter);
    }

    private static JsonNode feedJournal(SeededVendor vendor) {
        return node.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/journal?source=feed", null, 200);
    }
}
