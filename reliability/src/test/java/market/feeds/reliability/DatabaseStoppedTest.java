package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Issue 12 case 1: PostgreSQL stopped and started while the service runs, idle and under load. */
class DatabaseStoppedTest {

    @RegisterExtension
    static final OneNode service = OneNode.withHeap("512m");
    static SeededVendor vendor;

    @BeforeAll
    static void seed() throws Exception {
        vendor = SeededVendor.create(service.node().api(), service.postgres(), "pg-stopped", 50);
    }

    @Test
    void aStoppedDatabaseGives503WithRetryAfterWithinTheBoundAndTheServiceRecoversWithoutARestart() throws Exception {
        service.postgres().stop();
        try {
            Api api = service.node().api();
            List<Api.Reply> replies = List.of(
                    api.vendor("GET", "/v1/whoami", vendor.key(), null, (String) null),
                    api.vendor("PATCH", "/v1/offers", vendor.key(), "idle-" + UUID.randomUUID(),
                            vendor.everyPriceTo(new BigDecimal("101"))),
                    api.admin("GET", "/vendors/" + vendor.slug(), null));
            replies.forEach(reply -> Answers.serviceUnavailableWithin(reply, Bounds.NO_CONNECTION));
            Bounds.figure("case 1 idle, database stopped: whoami/PATCH/admin answered 503 in %d/%d/%d ms",
                    replies.get(0).millis(), replies.get(1).millis(), replies.get(2).millis());
        } finally {
            service.postgres().start();
        }
        Instant back = Instant.now();
        awaitAccepted(service.node().api(), Bounds.RECOVERY);
        Bounds.figure("case 1 idle: serving again %.1f s after the database was back",
                Duration.between(back, Instant.now()).toMillis() / 1000.0);
        assertThat(vendor.pricesIn(service.postgres())).containsOnlyKeys(new BigDecimal("102"));
    }

    @Test
    void underLoadADatabaseStopAndStartGivesOnly202Or503AndNever500() throws Exception {
        ConcurrentLinkedQueue<Api.Reply> replies = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService load = Executors.newFixedThreadPool(4);
        for (int t = 0; t < 4; t++) {
            load.submit(() -> {
                while (running.get()) {
                    replies.add(service.node().api().vendor("PATCH", "/v1/offers", vendor.key(), "load-" + UUID.randomUUID(),
                            "{\"items\":[{\"sku\":\"S-1\",\"price\":" + (200 + replies.size() % 50) + "}]}"));
                }
            });
        }
        try {
            awaitReplies(replies, 20);
            service.postgres().stop();
            int atStop = replies.size();
            awaitReplies(replies, atStop + 8);
            service.postgres().start();
            Instant back = Instant.now();
            awaitAccepted(service.node().api(), Bounds.RECOVERY);
            Bounds.figure("case 1 under load: serving again %.1f s after the database was back",
                    Duration.between(back, Instant.now()).toMillis() / 1000.0);
        } finally {
            running.set(false);
            load.shutdown();
            assertThat(load.awaitTermination(2, TimeUnit.MINUTES)).isTrue();
        }
        Answers.answeredWithout500(replies);
        assertThat(replies).extracting(Api.Reply::status).containsOnly(202, 503).contains(503);
        long slowest = replies.stream().mapToLong(Api.Reply::millis).max().orElseThrow();
        Bounds.figure("case 1 under load: %d requests, %d × 503, slowest answer %d ms", replies.size(),
                replies.stream().filter(r -> r.status() == 503).count(), slowest);
        assertThat(slowest).isLessThanOrEqualTo(Bounds.millis(Bounds.NO_CONNECTION.plus(Bounds.NO_CONNECTION)));
    }

    /**
     * Decision 0409: an outage is told by when it began and when it ended, not a line and a trace per retry. Before,
     * the job worker warned at every round (every ~2 s here) and the pool's trace of a cut connection ran to ~50 lines.
     */
    @Test
    void aStoppedDatabaseIsLoggedWithoutTracesAndTheJobWorkerSaysOnceThatItPausedAndOnceThatItResumed() {
        int from = service.node().log().length();
        service.postgres().stop();
        try {
            Answers.serviceUnavailableWithin(service.node().api().vendor("PATCH", "/v1/offers", vendor.key(),
                    "logged-" + UUID.randomUUID(), vendor.everyPriceTo(new BigDecimal("103"))), Bounds.NO_CONNECTION);
            await().atMost(Duration.ofSeconds(30)).until(() -> count(since(from), "product job worker paused") == 1);
            // several more of the worker's rounds fail meanwhile (a 2 s connection timeout and a 250 ms poll each)
            await().during(Duration.ofSeconds(7)).atMost(Duration.ofSeconds(10))
                    .until(() -> count(since(from), "product job worker paused") == 1);
        } finally {
            service.postgres().start();
        }
        awaitAccepted(service.node().api(), Bounds.RECOVERY);
        await().atMost(Duration.ofSeconds(30)).until(() -> count(since(from), "product job worker resumed") == 1);

        String logged = since(from);
        assertThat(logged.lines().filter(line -> line.startsWith("\tat ") || line.startsWith("Caused by:")))
                .as("stack traces logged during the outage:%n%s", logged).isEmpty();
        assertThat(count(logged, "product job worker paused")).isEqualTo(1);
        assertThat(count(logged, "still paused")).isZero();
    }

    private static String since(int from) {
        return service.node().log().substring(from);
    }

    private static long count(String log, String text) {
        return log.lines().filter(line -> line.contains(text)).count();
    }

    private static void awaitAccepted(Api api, Duration within) {
        Instant deadline = Instant.now().plus(within);
        Api.Reply last = null;
        while (Instant.now().isBefore(deadline)) {
            last = api.vendor("PATCH", "/v1/offers", vendor.key(), "after-" + UUID.randomUUID(),
                    vendor.everyPriceTo(new BigDecimal("102")));
            if (last.status() == 202) {
                return;
            }
            Api.pause(Duration.ofMillis(250));
        }
        throw new AssertionError("not serving " + within + " after the database came back; last: " + last);
    }

    private static void awaitReplies(ConcurrentLinkedQueue<Api.Reply> replies, int count) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (replies.size() < count && Instant.now().isBefore(deadline)) {
            Api.pause(Duration.ofMillis(50));
        }
    }
}
