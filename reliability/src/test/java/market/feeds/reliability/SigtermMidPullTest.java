package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An orderly stop (SIGTERM) while a feed pull is fetching is not a kill (decision 0606): the fetch is cut short
 * after the stop's grace, the run is journaled {@code lease_expired} ("dropped before it finished; the next scheduled
 * run retries"), its lease is given back, so another node's "run now" works at once instead of {@code lease_lost},
 * the operator's own "run now" gets an answer instead of a dropped connection, and the log has no ERROR line.
 */
class SigtermMidPullTest {

    private static final int OFFERS = 20;
    private static final BigDecimal SEEDED = BigDecimal.valueOf(100);
    /** Far longer than the stop's grace for a pull in flight (2 s) and Jetty's stop timeout (5 s). */
    private static final Duration SLOW_FEED = Duration.ofSeconds(20);

    @TempDir
    static Path work;
    static ControlledPostgres postgres;
    static FeedServer feed;
    /** Another node on the same database, whose scheduler does not run: it reads, and runs "now" after the stop. */
    static ServiceNode other;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
        feed = new FeedServer(work);
        other = node(false);
    }

    @AfterAll
    static void stop() {
        if (other != null) {
            other.close();
        }
        if (feed != null) {
            feed.close();
        }
    }

    @Test
    void aSigtermDuringRunNowAnswersTheOperatorJournalsLeaseExpiredAndLeavesTheLeaseFreeForAnotherNode()
            throws Exception {
        SeededVendor vendor = vendorWithFeed("sigterm-run-now");
        ServiceNode stopping = node(false);
        try {
            feed.serve(vendor.everyPriceTo(BigDecimal.valueOf(701)), SLOW_FEED);
            int requestsBefore = feed.requests();
            CompletableFuture<Api.Reply> run = CompletableFuture.supplyAsync(
                    () -> stopping.api().admin("POST", "/vendors/" + vendor.slug() + "/feed/runs", null));
            await().atMost(Duration.ofSeconds(60)).until(() -> feed.requests() > requestsBefore || run.isDone());
            assertThat(run).as("the run is still fetching when the stop comes").isNotDone();

            long stopStarted = System.nanoTime();
            int exit = stopping.terminate(Bounds.ORDERLY_STOP.plus(Bounds.LOAD_MARGIN));
            long stopMillis = (System.nanoTime() - stopStarted) / 1_000_000;
            Api.Reply answer = run.join();

            assertThat(answer.answered()).as("the operator's run now got an answer: %s", answer).isTrue();
            assertThat(answer.status()).as("%s", answer).isEqualTo(200);
            assertThat(answer.json().path("status").asText()).as("%s", answer).isEqualTo("failed");
            assertThat(answer.json().path("code").asText()).as("%s", answer).isEqualTo("lease_expired");
            String requestId = answer.json().path("request_id").asText();
            assertJournaledAsDropped(vendor, requestId);
            assertThat(vendor.pricesIn(postgres)).as("nothing of the cut run applied").containsOnlyKeys(SEEDED);
            assertNextRunOnAnotherNodeSucceeds(vendor, BigDecimal.valueOf(702));
            assertStoppedWithoutError(stopping);
            Bounds.figure("SIGTERM mid run-now: answered %d %s/%s in %d ms, process exited %d after %d ms",
                    answer.status(), answer.json().path("status").asText(), answer.json().path("code").asText(),
                    answer.millis(), exit, stopMillis);
        } finally {
            stopping.close();
        }
    }

    @Test
    void aSigtermDuringAScheduledRunJournalsLeaseExpiredAndLeavesTheLeaseFreeForAnotherNode() throws Exception {
        SeededVendor vendor = vendorWithFeed("sigterm-scheduled");
        ServiceNode stopping = node(true);
        try {
            feed.serve(vendor.everyPriceTo(BigDecimal.valueOf(801)), SLOW_FEED);
            int requestsBefore = feed.requests();
            assertThat(DueRuns.makeDueNow(postgres, List.of(vendor))).as("the vendor's armed trigger").isEqualTo(1);
            await().atMost(Duration.ofSeconds(60)).until(() -> feed.requests() > requestsBefore);

            long stopStarted = System.nanoTime();
            int exit = stopping.terminate(Bounds.ORDERLY_STOP.plus(Bounds.LOAD_MARGIN));
            long stopMillis = (System.nanoTime() - stopStarted) / 1_000_000;

            JsonNode journal = feedJournal(vendor);
            assertThat(journal.size()).as("the scheduled run is journaled: %s", journal).isEqualTo(1);
            assertJournaledAsDropped(vendor, journal.get(0).path("request_id").asText());
            assertThat(vendor.pricesIn(postgres)).as("nothing of the cut run applied").containsOnlyKeys(SEEDED);
            assertNextRunOnAnotherNodeSucceeds(vendor, BigDecimal.valueOf(802));
            assertStoppedWithoutError(stopping);
            Bounds.figure("SIGTERM mid scheduled run: journaled %s, process exited %d after %d ms",
                    journal.get(0).path("code").asText(), exit, stopMillis);
        } finally {
            stopping.close();
        }
    }

    private static ServiceNode node(boolean pullEnabled) {
        Map<String, String> settings = new HashMap<>(feed.environment());
        settings.put("FEEDS_PULL_ENABLED", String.valueOf(pullEnabled));
        return ServiceNode.start(work, postgres, "512m", settings, feed.jvmOptions());
    }

    /** Saved on the other node; its hour twelve hours away, so nothing but the test makes it due. */
    private static SeededVendor vendorWithFeed(String slug) throws Exception {
        SeededVendor vendor = SeededVendor.create(other.api(), postgres, slug, OFFERS);
        int hour = (ZonedDateTime.now(ZoneOffset.UTC).getHour() + 12) % 24;
        other.api().adminExpect("PUT", "/vendors/" + slug + "/feed",
                "{\"url\":\"" + FeedServer.URL + "\",\"hour\":" + hour + ",\"time_zone\":\"UTC\"}", 200);
        return vendor;
    }

    private static JsonNode feedJournal(SeededVendor vendor) {
        return other.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/journal?source=feed", null, 200);
    }

    /** {@code lease_expired}: "a run was started and had to be dropped before it finished"; no notification. */
    private static void assertJournaledAsDropped(SeededVendor vendor, String requestId) {
        JsonNode journal = feedJournal(vendor);
        assertThat(journal.findValuesAsText("request_id")).as("%s", journal).contains(requestId);
        for (JsonNode entry : journal) {
            if (entry.path("request_id").asText().equals(requestId)) {
                assertThat(entry.path("status").asText()).as("%s", entry).isEqualTo("failed");
                assertThat(entry.path("code").asText()).as("%s", entry).isEqualTo("lease_expired");
            }
        }
        assertThat(other.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/notifications", null, 200))
                .as("the service's own stop notifies no vendor").isEmpty();
    }

    /** Right after the stop, not once the 2-minute lease has run out: the stopped run gave its lease back. */
    private static void assertNextRunOnAnotherNodeSucceeds(SeededVendor vendor, BigDecimal price) throws Exception {
        feed.serve(vendor.everyPriceTo(price), Duration.ZERO);
        JsonNode next = other.api().adminExpect("POST", "/vendors/" + vendor.slug() + "/feed/runs", null, 200);
        assertThat(next.path("status").asText()).as("%s", next).isEqualTo("succeeded");
        assertThat(vendor.pricesIn(postgres)).containsOnlyKeys(price);
    }

    private static void assertStoppedWithoutError(ServiceNode stopped) {
        String log = stopped.log();
        assertThat(log.lines().filter(line -> line.contains(" ERROR ") || line.startsWith("\tat ")))
                .as("ERROR lines and stack traces of an orderly stop:%n%s", log).isEmpty();
        assertThat(log).as("the stop says what it cut short").contains("cut short");
    }
}
