package market.feeds.adapters.feedpull.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.RunFeedPullUseCase.ScheduledRun;
import market.feeds.application.port.in.admin.AdminResult;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Scheduling on the clustered job store: once per planned instant across processes, re-armed by the run. */
class QuartzPullSchedulerTest {

    @Test
    void twoProcessesOnOneDatabaseRunEachDueVendorExactlyOnce() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            CountingPulls pulls = new CountingPulls();
            try (QuartzPullScheduler nodeA = started(new QuartzPullScheduler(schema.dataSource(), "node-a", 4), pulls, true);
                 QuartzPullScheduler nodeB = started(new QuartzPullScheduler(schema.dataSource(), "node-b", 4), pulls, true)) {
                // Far enough ahead that both processes have armed every vendor before the first trigger fires,
                // even on a loaded machine: re-arming an instant that already fired would plan a second run.
                Instant due = Instant.now().plusSeconds(8).truncatedTo(ChronoUnit.SECONDS);
                List<String> vendors = IntStream.range(0, 12).mapToObj(i -> "vendor-" + i).toList();
                for (String vendor : vendors) {
                    // Both processes arm the same instant, as both would on start-up reconciliation.
                    nodeA.schedule(vendor, due);
                    nodeB.schedule(vendor, due);
                }
                assertThat(Instant.now()).as("all vendors armed before the due instant").isBefore(due);
                // Every vendor ran and no trigger is left: nothing can fire again, so the counts are final.
                await().atMost(Duration.ofSeconds(40)).until(() -> vendors.stream()
                        .allMatch(v -> pulls.count(v) >= 1 && nodeA.pendingRun(v).isEmpty()));
                // A trigger fired twice at once would have its second run in flight still: let it land.
                await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(5))
                        .until(() -> vendors.stream().allMatch(v -> pulls.count(v) == 1));
                for (String vendor : vendors) {
                    assertThat(pulls.count(vendor)).as(vendor).isEqualTo(1);
                    assertThat(pulls.planned(vendor)).as("each run is told the instant it was armed for")
                            .contains(due);
                }
            }
        }
    }

    /**
     * Decision 0600: a run missed because every process was down fires once on return, and is told the instant it was
     * armed for, which is the settings' plan. Quartz fires a misfired one-shot trigger with "now" as its scheduled fire
     * time; passed on, the run took itself for one armed for replaced settings and the day had no run at all.
     */
    @Test
    void aRunMissedBeyondTheMisfireThresholdFiresOnReturnToldTheInstantItWasArmedFor() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            CountingPulls pulls = new CountingPulls();
            try (QuartzPullScheduler node = new QuartzPullScheduler(schema.dataSource(), "n", 1)) {
                // Armed, then every process down past Quartz's misfire threshold (60 s) until this one starts.
                Instant missed = Instant.now().minus(Duration.ofMinutes(5)).truncatedTo(ChronoUnit.SECONDS);
                node.schedule("vendor-1", missed);

                node.startRuns(pulls);

                await().atMost(Duration.ofSeconds(30)).until(() -> pulls.count("vendor-1") == 1);
                assertThat(pulls.planned("vendor-1")).contains(missed);
            }
        }
    }

    @Test
    void aRunReArmsTheNextRunOfItsVendor() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            AtomicReference<QuartzPullScheduler> self = new AtomicReference<>();
            Instant tomorrow = Instant.now().plus(Duration.ofDays(1)).truncatedTo(ChronoUnit.SECONDS);
            CountingPulls pulls = new CountingPulls(vendor -> self.get().schedule(vendor, tomorrow));
            try (QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "node-a", 2), pulls, true)) {
                self.set(node);
                node.schedule("vendor-1", Instant.now().plusSeconds(1));
                await().atMost(Duration.ofSeconds(30)).until(() -> pulls.count("vendor-1") == 1);
                await().atMost(Duration.ofSeconds(10)).until(() -> node.pendingRun("vendor-1").equals(Optional.of(tomorrow)));
                assertThat(node.pendingRun("vendor-1")).contains(tomorrow);
            }
        }
    }

    @Test
    void schedulingAgainReplacesThePendingRun() {
        try (TestSchema schema = TestDatabase.freshSchema();
             QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "n", 1), new CountingPulls(), false)) {
            Instant first = Instant.now().plus(Duration.ofDays(1)).truncatedTo(ChronoUnit.SECONDS);
            Instant second = first.plus(Duration.ofHours(3));
            node.schedule("vendor-1", first);
            node.schedule("vendor-1", second);
            assertThat(node.pendingRun("vendor-1")).contains(second);
        }
    }

    @Test
    void unscheduledVendorDoesNotRun() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            CountingPulls pulls = new CountingPulls();
            try (QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "n", 1), pulls, true)) {
                Instant due = Instant.now().plusSeconds(2);
                node.schedule("vendor-1", due);
                node.unschedule("vendor-1");
                assertThat(Instant.now()).as("unscheduled before the due instant").isBefore(due);
                assertThat(node.pendingRun("vendor-1")).isEmpty();
                // A witness due just after: one worker fires in due order, so once it ran, vendor-1's turn is past.
                node.schedule("witness", due.plusMillis(500));
                await().atMost(Duration.ofSeconds(30)).until(() -> pulls.count("witness") == 1);
                assertThat(pulls.count("vendor-1")).isZero();
            }
        }
    }

    @Test
    void aProcessWithPullDisabledArmsRunsButNeverExecutesThem() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            CountingPulls pulls = new CountingPulls();
            try (QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "n", 1), pulls, false)) {
                Instant due = Instant.now().plusSeconds(1);
                node.schedule("vendor-1", due);
                // Quartz registers schedulers by name, so no second running node can witness here: hold the
                // condition past the due instant plus one idle poll of a running scheduler instead.
                await().during(Duration.ofMillis(2500)).atMost(Duration.ofSeconds(10))
                        .until(() -> pulls.count("vendor-1") == 0);
                assertThat(Instant.now()).isAfter(due.plusSeconds(1));
                assertThat(node.pendingRun("vendor-1")).isPresent();
            }
        }
    }

    /** Decision 0604: a run left out for an inactive vendor has no journal row; one INFO line names the vendor. */
    @Test
    void aRunLeftOutBecauseTheVendorIsInactiveIsLoggedOnceAtInfoWithItsSlug() throws Exception {
        List<ILoggingEvent> lines = jobLinesOfOneRun(new ScheduledRun.VendorInactive("agro-west", false));

        assertThat(lines).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.INFO);
            assertThat(line.getFormattedMessage()).contains("slug=agro-west").contains("inactive");
        });
    }

    /** A scheduled run's line names the vendor as operators know it, by its slug, beside its id (soak audit F8). */
    @Test
    void aScheduledRunIsLoggedOnceAtInfoWithTheVendorsSlug() throws Exception {
        FeedRun succeeded = new FeedRun("request-7", RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.of(200),
                3, 0, 0, List.of(), 0, Instant.EPOCH, Instant.EPOCH);

        List<ILoggingEvent> lines = jobLinesOfOneRun(new ScheduledRun.Ran(succeeded, "agro-west"));

        assertThat(lines).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.INFO);
            assertThat(line.getFormattedMessage()).contains("vendor=vendor-1 slug=agro-west request_id=request-7")
                    .contains("status=succeeded");
        });
    }

    /** What the job logged about one scheduled run of vendor-1 whose use case answered {@code outcome}. */
    private static List<ILoggingEvent> jobLinesOfOneRun(ScheduledRun outcome) {
        Logger jobLog = (Logger) LoggerFactory.getLogger(FeedPullJob.class);
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        jobLog.addAppender(lines);
        CountingPulls pulls = new CountingPulls(vendor -> { }, vendor -> outcome);
        try (TestSchema schema = TestDatabase.freshSchema();
             QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "n", 1), pulls, true)) {
            node.schedule("vendor-1", Instant.now().plusSeconds(1));
            await().atMost(Duration.ofSeconds(30)).until(() -> pulls.count("vendor-1") == 1);
            await().atMost(Duration.ofSeconds(10)).until(() -> !List.copyOf(lines.list).isEmpty());
        } finally {
            jobLog.detachAppender(lines);
        }
        return List.copyOf(lines.list);
    }

    /** Decision 0606: the orderly stop's first step; another process fires the trigger instead. */
    @Test
    void aSchedulerInStandbyFiresNoFurtherRun() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            CountingPulls pulls = new CountingPulls();
            try (QuartzPullScheduler node =
                         started(new QuartzPullScheduler(schema.dataSource(), "n", 1), pulls, true)) {
                node.standby();
                // Due beyond the window of triggers Quartz may have taken just before the standby (its first poll
                // after the start can race the standby): only such a trigger still fires here.
                Instant due = Instant.now().plus(QuartzPullScheduler.IDLE_WAIT).plusSeconds(1);
                node.schedule("vendor-1", due);
                // As in the pull-disabled case: held past the due instant plus one idle poll of a running scheduler.
                await().during(Duration.ofMillis(3500)).atMost(Duration.ofSeconds(12))
                        .until(() -> pulls.count("vendor-1") == 0);
                assertThat(Instant.now()).isAfter(due.plusSeconds(1));
                assertThat(node.pendingRun("vendor-1")).as("left for another process").isPresent();
            }
        }
    }

    /** Decision 0606: a run under way journals its end and gives its lease back before the pool closes. */
    @Test
    void closingWaitsForARunUnderWayToEnd() throws Exception {
        try (TestSchema schema = TestDatabase.freshSchema()) {
            BlockedRun run = BlockedRun.on(schema);

            CompletableFuture<Void> closing = CompletableFuture.runAsync(run.node()::close);
            await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(5)).until(() -> !closing.isDone());
            run.finish().countDown();

            closing.get(QuartzPullScheduler.RUNS_WAIT.toSeconds() + 10, TimeUnit.SECONDS);
            assertThat(run.ended()).as("the run ended before the scheduler closed").isTrue();
        }
    }

    /** Decision 0606: the stop stays bounded; a run still going is left to its lease's expiry, and the log says so. */
    @Test
    void closingGivesUpOnARunThatOutlastsTheBoundAndSaysSo() throws Exception {
        Logger schedulerLog = (Logger) LoggerFactory.getLogger(QuartzPullScheduler.class);
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        schedulerLog.addAppender(lines);
        try (TestSchema schema = TestDatabase.freshSchema()) {
            BlockedRun run = BlockedRun.on(schema);
            try {
                CompletableFuture.runAsync(run.node()::close)
                        .get(QuartzPullScheduler.RUNS_WAIT.toSeconds() + 10, TimeUnit.SECONDS);
                assertThat(run.ended()).as("the run outlasted the close").isFalse();
            } finally {
                // Let the abandoned run end before its database goes: a killed process's run would just vanish.
                run.finish().countDown();
                await().atMost(Duration.ofSeconds(10)).untilTrue(run.ended());
            }
        } finally {
            schedulerLog.detachAppender(lines);
        }
        assertThat(lines.list).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.WARN);
            assertThat(line.getFormattedMessage()).contains("1 run(s) still under way");
        });
    }

    /** A scheduler on one thread whose one run has begun and waits until {@code finish} is counted down. */
    private record BlockedRun(QuartzPullScheduler node, CountDownLatch finish, AtomicBoolean ended) {

        static BlockedRun on(TestSchema schema) throws Exception {
            CountDownLatch running = new CountDownLatch(1);
            CountDownLatch finish = new CountDownLatch(1);
            AtomicBoolean ended = new AtomicBoolean();
            CountingPulls pulls = new CountingPulls(vendor -> {
                running.countDown();
                awaitQuietly(finish);
                ended.set(true);
            });
            QuartzPullScheduler node = started(new QuartzPullScheduler(schema.dataSource(), "n", 1), pulls, true);
            node.schedule("vendor-1", Instant.now().plusSeconds(1));
            assertThat(running.await(30, TimeUnit.SECONDS)).as("the run began").isTrue();
            return new BlockedRun(node, finish, ended);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static QuartzPullScheduler started(QuartzPullScheduler scheduler, RunFeedPullUseCase pulls, boolean runs) {
        if (runs) {
            scheduler.startRuns(pulls);
        }
        return scheduler;
    }

    /** Counts scheduled runs per vendor; optionally acts like the real use case re-arming the next run. */
    private static final class CountingPulls implements RunFeedPullUseCase {
        private final Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
        private final Map<String, Instant> plannedAt = new ConcurrentHashMap<>();
        private final java.util.function.Consumer<String> afterRun;
        private final java.util.function.Function<String, ScheduledRun> outcome;

        CountingPulls() {
            this(vendor -> { });
        }

        CountingPulls(java.util.function.Consumer<String> afterRun) {
            this(afterRun, vendor -> new ScheduledRun.NothingToRun());
        }

        CountingPulls(java.util.function.Consumer<String> afterRun,
                      java.util.function.Function<String, ScheduledRun> outcome) {
            this.afterRun = afterRun;
            this.outcome = outcome;
        }

        Optional<Instant> planned(String vendorId) {
            return Optional.ofNullable(plannedAt.get(vendorId));
        }

        int count(String vendorId) {
            AtomicInteger count = runs.get(vendorId);
            return count == null ? 0 : count.get();
        }

        @Override
        public AdminResult<FeedRun> runNow(String vendorSlug) {
            return AdminResult.notFound("not used by the scheduler");
        }

        @Override
        public ScheduledRun runScheduled(String vendorId, Instant planned) {
            plannedAt.put(vendorId, planned);
            runs.computeIfAbsent(vendorId, v -> new AtomicInteger()).incrementAndGet();
            afterRun.accept(vendorId);
            return outcome.apply(vendorId);
        }
    }
}
