package market.feeds.application.service;

import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.RunFeedPullUseCase.ScheduledRun;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.ProcessKill;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.StubHostResolver;
import market.feeds.application.testing.TestData;
import market.feeds.domain.feed.PlannedRunRepair;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A day's plan moves on only once its run has left a trace, its lease (decision 0603, amended in session 30): a
 * scheduled run killed before that leaves its day planned and passed, which the reconciliation fires again, once; one
 * killed after it is the day's run, journaled {@code lease_expired}, and is not run again.
 */
class KilledScheduledRunTest {

    private static final Instant PLANNED = Instant.parse("2026-03-02T06:00:00Z");
    private static final Instant TOMORROW = PLANNED.plus(Duration.ofDays(1));
    private static final Duration PAST_IN_FLIGHT = PlannedRunRepair.RUN_IN_FLIGHT.plusMinutes(1);

    private final MutableClock clock = new MutableClock(PLANNED);
    private final Stores memory = InMemoryStores.create();
    private final InMemoryPullScheduler armed = new InMemoryPullScheduler();
    private final StubFeedFetcher fetcher = new StubFeedFetcher().answering(items(Rows.priceUpdate("A", "1")));
    private final ProcessKill kill = new ProcessKill();
    private Vendor vendor;

    @BeforeEach
    void vendorWhoseDailyRunIsArmed() {
        vendor = TestData.aVendor().build();
        memory.vendors().insert(vendor);
        memory.feedSettings().save(new FeedSettings(vendor.id(), "https://feeds.agrovendor.com/offers.json", 6,
                ZoneId.of("UTC"), Optional.empty(), Optional.of("93.184.216.34"), PLANNED));
        armed.schedule(vendor.id(), PLANNED);
    }

    @Test
    void aRunKilledAsItGoesForItsLeaseLeavesItsDayPlannedAndTheReconciliationFiresItOnce() {
        UseCases dying = process(memory.withFeedLeases(kill.asTheRunGoesForItsLease(memory.feedLeases())), armed);

        assertThatThrownBy(() -> fire(dying)).isInstanceOf(ProcessKill.Killed.class);

        assertThat(plan()).as("the day is still planned; tomorrow was not armed before the lease").isEqualTo(PLANNED);
        assertThat(armed.pendingRun(vendor.id())).as("its trigger consumed as it fired").isEmpty();
        clock.set(PLANNED.plus(PAST_IN_FLIGHT));
        UseCases restarted = process(memory, armed);
        ReconcilePullsUseCase.Reconciliation reconciled = restarted.reconcilePulls().reconcile();
        assertThat(reconciled.armed()).isEqualTo(1);
        assertThat(reconciled.missed()).as("named, for the log line that says the day's run comes late")
                .containsExactly(new ReconcilePullsUseCase.MissedRun(vendor.id(), PLANNED));
        assertThat(armed.pendingRun(vendor.id())).as("the missed run, at its instant").contains(PLANNED);

        Optional<FeedRun> run = fire(restarted).run();

        assertThat(run).hasValueSatisfying(ran -> assertThat(ran.status()).isEqualTo(RequestStatus.SUCCEEDED));
        assertThat(fetcher.requests()).hasSize(1);
        assertThat(feedRows()).hasSize(1);
        assertThat(plan()).isEqualTo(TOMORROW);
        assertThat(restarted.reconcilePulls().reconcile().armed()).as("the day ran; nothing more to arm").isZero();
        assertThat(armed.pendingRun(vendor.id())).contains(TOMORROW);
    }

    @Test
    void aRunKilledRightAfterArmingTomorrowHadTakenItsLeaseSoTheDayIsJournaledLeaseExpiredAndNotRunAgain() {
        UseCases dying = process(memory, kill.rightAfterArmingTheNextRun(armed, PLANNED));

        assertThatThrownBy(() -> fire(dying)).isInstanceOf(ProcessKill.Killed.class);

        assertThat(armed.pendingRun(vendor.id())).contains(TOMORROW);
        clock.set(PLANNED.plus(RunFeedPullService.LEASE).plus(Duration.ofMinutes(1)));
        UseCases survivor = process(memory, armed);
        assertThat(survivor.recordDroppedRuns().recordDropped()).as("the round of dropped runs (0410)").isEqualTo(1);
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.code()).contains("lease_expired");
            assertThat(row.createdAt()).isEqualTo(PLANNED);
        });
        clock.set(PLANNED.plus(PAST_IN_FLIGHT));
        assertThat(survivor.reconcilePulls().reconcile().armed()).isZero();
        assertThat(armed.pendingRun(vendor.id())).contains(TOMORROW);
        assertThat(fetcher.requests()).isEmpty();
    }

    /**
     * What a run killed between taking its lease and arming tomorrow leaves (or one whose arming met the database away
     * before it was killed): the plan passed, no trigger, no row yet, as the killed run's row comes only with a round
     * after its lease has ended. A process restarted then reconciles before its first round: the lease tells it the
     * day's run started, so the next day is planned and the day is not run a second time.
     */
    @Test
    void aPassedPlanWhoseRunTookItsLeaseButLeftNoRowYetPlansTheNextDayInsteadOfRunningTheDayAgain() {
        armed.unschedule(vendor.id());
        memory.feedLeases().acquire(vendor.id(), "killed-run", PLANNED, PLANNED.plus(RunFeedPullService.LEASE))
                .orElseThrow();
        clock.set(PLANNED.plus(PAST_IN_FLIGHT));

        ReconcilePullsUseCase.Reconciliation reconciled = process(memory, armed).reconcilePulls().reconcile();

        assertThat(reconciled.armed()).isEqualTo(1);
        assertThat(reconciled.missed()).as("the day's run started: nothing missed").isEmpty();
        assertThat(armed.pendingRun(vendor.id())).contains(TOMORROW);
        assertThat(plan()).isEqualTo(TOMORROW);
    }

    /** The use cases of one process on the shared stores and schedule. */
    private UseCases process(Stores stores, PullScheduler scheduler) {
        return new UseCases(stores, new UseCases.Surroundings(clock, new UuidIdGenerator(), new SecureRandom(),
                new FakeSecretBox(), fetcher, new StubHostResolver(), scheduler), UseCases.Settings.defaults());
    }

    /** The trigger fires: Quartz consumes a one-shot trigger as it fires it, and tells the run its instant. */
    private ScheduledRun fire(UseCases process) {
        armed.unschedule(vendor.id());
        return process.runFeedPull().runScheduled(vendor.id(), PLANNED);
    }

    private Instant plan() {
        return memory.feedSettings().find(vendor.id()).orElseThrow().nextRunAt();
    }

    private List<JournalEntry> feedRows() {
        return memory.journal().list(vendor.id(), Optional.of(Source.FEED), 10);
    }
}
