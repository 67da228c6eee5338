package market.feeds.bootstrap.background;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.ReconcilePullsUseCase.MissedRun;
import market.feeds.application.port.in.ReconcilePullsUseCase.Reconciliation;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The background loops survive failures; the database away is a warning line, a defect an error with its trace. */
class BackgroundWorkTest {

    private final Logger logger = (Logger) LoggerFactory.getLogger(BackgroundWork.class);
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();

    @BeforeEach
    void capture() {
        events.start();
        logger.addAppender(events);
    }

    @AfterEach
    void release() {
        logger.detachAppender(events);
    }

    @Test
    void theDatabaseAwayIsAWarningWithoutATraceAndADefectAnErrorWithOne() throws Exception {
        try (BackgroundWork work = new BackgroundWork(worker -> {
            throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "claiming a job failed (SQLState 08001)", null);
        }, "w-1", Duration.ofMillis(20), () -> {
            throw new IllegalStateException("a defect");
        }, Duration.ofMillis(20))) {
            await().atMost(Duration.ofSeconds(10)).until(() -> snapshot().stream().map(ILoggingEvent::getLevel)
                    .distinct().count() == 2 && snapshot().size() >= 4);
        }

        List<ILoggingEvent> seen = snapshot();
        assertThat(seen).filteredOn(e -> e.getFormattedMessage().startsWith("product job worker")).isNotEmpty()
                .allSatisfy(e -> {
                    assertThat(e.getLevel()).isEqualTo(Level.WARN);
                    assertThat(e.getThrowableProxy()).isNull();
                    assertThat(e.getFormattedMessage()).contains("08001", "UNAVAILABLE");
                });
        assertThat(seen).filteredOn(e -> e.getFormattedMessage().startsWith("housekeeping")).isNotEmpty()
                .allSatisfy(e -> {
                    assertThat(e.getLevel()).isEqualTo(Level.ERROR);
                    assertThat(e.getThrowableProxy().getMessage()).isEqualTo("a defect");
                });
    }

    @Test
    void aLoopThatStaysPausedIsWarnedOnceAndItsResumptionToldOnce() throws Exception {
        AtomicInteger rounds = new AtomicInteger();
        try (BackgroundWork work = new BackgroundWork(worker -> {
            if (rounds.incrementAndGet() <= 10) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "claiming a job failed (SQLState 08001)",
                        null);
            }
            return false;
        }, "w-1", Duration.ofMillis(10), () -> HousekeepingUseCase.Purged.NOTHING, Duration.ofHours(1))) {
            await().atMost(Duration.ofSeconds(10)).until(() -> snapshot().stream()
                    .anyMatch(e -> e.getFormattedMessage().contains("resumed")));
        }

        List<String> said = snapshot().stream().map(e -> e.getLevel() + " " + e.getFormattedMessage()).toList();
        assertThat(said).hasSize(2);
        assertThat(said.get(0)).isEqualTo(
                "WARN product job worker paused: claiming a job failed (SQLState 08001) (UNAVAILABLE)");
        assertThat(said.get(1)).matches("INFO product job worker resumed after \\d+ s \\(10 rounds paused\\)");
    }

    private List<ILoggingEvent> snapshot() {
        synchronized (events) {
            return List.copyOf(events.list);
        }
    }

    @Test
    void aHousekeepingRoundThatPurgedSomethingSaysWhatInOneLineAndAnIdleRoundSaysNothing() throws Exception {
        roundsWhereTheSecondPurged(new HousekeepingUseCase.Purged(3, 1, 250, 2, 40, 5, 6));

        assertThat(snapshot()).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.INFO);
            assertThat(line.getFormattedMessage()).isEqualTo("housekeeping purged 3 idempotency record(s), 1 idle rate"
                    + " log(s), 250 stored rejection(s), 2 console session(s) or sign-in failure(s), 40 journal row(s),"
                    + " 5 finished product job(s) and 6 notification(s)");
        });
    }

    @Test
    void aRoundThatPurgedOnlyPastTheJournalsRetentionSaysSoToo() throws Exception {
        roundsWhereTheSecondPurged(new HousekeepingUseCase.Purged(0, 0, 0, 0, 0, 0, 1));

        assertThat(snapshot()).singleElement().extracting(ILoggingEvent::getFormattedMessage).asString()
                .endsWith("0 finished product job(s) and 1 notification(s)");
    }

    @Test
    void aRoundThatJournaledDroppedFeedRunsSaysHowManyAndAnIdleRoundSaysNothing() throws Exception {
        AtomicInteger rounds = new AtomicInteger();
        try (BackgroundWork work = new BackgroundWork(worker -> false, "w-1", Duration.ofHours(1),
                () -> HousekeepingUseCase.Purged.NOTHING, Duration.ofHours(1))) {
            work.droppedFeedRuns(() -> rounds.incrementAndGet() == 2 ? 3 : 0, Duration.ofMillis(10));
            await().atMost(Duration.ofSeconds(10)).until(() -> rounds.get() >= 5);
        }

        assertThat(snapshot()).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.INFO);
            assertThat(line.getFormattedMessage()).isEqualTo("dropped feed runs: 3 run(s) that ended without their"
                    + " journal row journaled lease_expired");
        });
    }

    @Test
    void aReconciliationThatFiredADaysRunThatNeverStartedSaysWhichAndOneThatOnlyMendedTriggersSaysNothing()
            throws Exception {
        Instant planned = Instant.parse("2026-11-26T06:00:00Z");
        AtomicInteger rounds = new AtomicInteger();
        try (BackgroundWork work = new BackgroundWork(worker -> false, "w-1", Duration.ofHours(1),
                () -> HousekeepingUseCase.Purged.NOTHING, Duration.ofHours(1))) {
            work.pullReconciliation(() -> switch (rounds.incrementAndGet()) {
                case 2 -> new Reconciliation(2, List.of(new MissedRun("vendor-1", planned)));
                case 3 -> new Reconciliation(1, List.of());
                default -> new Reconciliation(0, List.of());
            }, Duration.ofMillis(10));
            await().atMost(Duration.ofSeconds(10)).until(() -> rounds.get() >= 5);
        }

        assertThat(snapshot()).singleElement().satisfies(line -> {
            assertThat(line.getLevel()).isEqualTo(Level.WARN);
            assertThat(line.getFormattedMessage()).isEqualTo("pull reconciliation: the daily feed run of vendor"
                    + " vendor-1 planned for 2026-11-26T06:00:00Z never started (its process stopped or was killed"
                    + " before the run took its lease); it runs now");
        });
    }

    /** Five or more housekeeping rounds, every one idle but the second, which purged {@code purged}. */
    private static void roundsWhereTheSecondPurged(HousekeepingUseCase.Purged purged) throws InterruptedException {
        AtomicInteger rounds = new AtomicInteger();
        try (BackgroundWork work = new BackgroundWork(worker -> false, "w-1", Duration.ofHours(1), () ->
                rounds.incrementAndGet() == 2 ? purged : HousekeepingUseCase.Purged.NOTHING, Duration.ofMillis(10))) {
            await().atMost(Duration.ofSeconds(10)).until(() -> rounds.get() >= 5);
        }
    }
}
