package market.feeds.bootstrap.background;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.StubHostResolver;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The armed runs are brought back to what the settings plan (decision 0603): the reconciliation every process runs,
 * on the clustered job store and the PostgreSQL stores.
 */
@ExtendWith(FreshSchemaExtension.class)
class PullReconciliationTest {

    private static final Instant NOW = Instant.parse("2026-11-26T12:30:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private final Stores stores;
    private final QuartzPullScheduler scheduler;
    private final ReconcilePullsUseCase reconciliation;

    PullReconciliationTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
        this.scheduler = new QuartzPullScheduler(schema.dataSource(), "reconciling", 1);
        this.reconciliation = new UseCases(stores, new UseCases.Surroundings(CLOCK, new UuidIdGenerator(),
                new SecureRandom(), new FakeSecretBox(), new StubFeedFetcher(), new StubHostResolver(), scheduler),
                UseCases.Settings.defaults()).reconcilePulls();
    }

    @AfterEach
    void stop() {
        scheduler.close();
    }

    @Test
    void aPlannedRunWithoutATriggerIsArmed() {
        String vendor = vendorPlanning(NOW.plus(Duration.ofHours(2)));

        assertThat(reconciliation.reconcile().armed()).isEqualTo(1);

        assertThat(scheduler.pendingRun(vendor)).contains(NOW.plus(Duration.ofHours(2)));
    }

    @Test
    void aPlannedInstantThatPassedUnarmedAndRanGivesTheNextRunAndNextRunAtSaysSo() {
        String vendor = vendorPlanning(Instant.parse("2026-11-26T06:00:00Z"));
        feedRanAt(vendor, Instant.parse("2026-11-26T06:00:01Z"));

        reconciliation.reconcile();

        Instant tomorrow = Instant.parse("2026-11-27T06:00:00Z");
        assertThat(scheduler.pendingRun(vendor)).contains(tomorrow);
        assertThat(stores.feedSettings().find(vendor).orElseThrow().nextRunAt()).isEqualTo(tomorrow);
    }

    @Test
    void aTriggerAtAnotherInstantThanThePlannedOneIsReplacedAndTheRightOneLeftAlone() {
        Instant planned = NOW.plus(Duration.ofHours(3));
        String stale = vendorPlanning(planned);
        scheduler.schedule(stale, NOW.plus(Duration.ofHours(1)));
        String right = vendorPlanning(planned);
        scheduler.schedule(right, planned);

        assertThat(reconciliation.reconcile().armed()).isEqualTo(1);

        assertThat(scheduler.pendingRun(stale)).contains(planned);
        assertThat(scheduler.pendingRun(right)).contains(planned);
    }

    @Test
    void aStaleTriggerWhileThePlannedInstantPassedAndRanGivesTheNextRunAndNextRunAtSaysSo() {
        String vendor = vendorPlanning(Instant.parse("2026-11-26T06:00:00Z"));
        feedRanAt(vendor, Instant.parse("2026-11-26T06:00:01Z"));
        scheduler.schedule(vendor, Instant.parse("2026-11-26T17:00:00Z"));

        reconciliation.reconcile();

        Instant tomorrow = Instant.parse("2026-11-27T06:00:00Z");
        assertThat(scheduler.pendingRun(vendor)).contains(tomorrow);
        assertThat(stores.feedSettings().find(vendor).orElseThrow().nextRunAt()).isEqualTo(tomorrow);
    }

    /**
     * A process killed as its trigger fired consumed the trigger before the run started (audit s29f F1): no run came
     * after the plan, so the missed run is armed at its planned instant and fires once (decision 0603, amended).
     */
    @Test
    void aPlannedInstantThatPassedUnarmedWithNoFeedRunSinceArmsTheMissedRunAtItsInstant() {
        Instant planned = Instant.parse("2026-11-26T06:00:00Z");
        String vendor = vendorPlanning(planned);
        feedRanAt(vendor, planned.minus(Duration.ofDays(1)));

        assertThat(reconciliation.reconcile().armed()).isEqualTo(1);

        assertThat(scheduler.pendingRun(vendor)).contains(planned);
        assertThat(stores.feedSettings().find(vendor).orElseThrow().nextRunAt()).isEqualTo(planned);
    }

    /**
     * A run killed after taking its lease and before arming tomorrow is journaled only once its lease has ended, by a
     * round of dropped runs; a restarted process reconciles before its first round. The lease says the day's run
     * started: the next run is planned, not the day run again (decision 0603, amended in session 30).
     */
    @Test
    void aPlannedInstantThatPassedUnarmedWhoseRunTookItsLeaseGivesTheNextRunNotASecondOne() {
        Instant planned = Instant.parse("2026-11-26T06:00:00Z");
        String vendor = vendorPlanning(planned);
        stores.feedLeases().acquire(vendor, UUID.randomUUID().toString(), planned, planned.plus(Duration.ofMinutes(2)))
                .orElseThrow();

        reconciliation.reconcile();

        Instant tomorrow = Instant.parse("2026-11-27T06:00:00Z");
        assertThat(scheduler.pendingRun(vendor)).contains(tomorrow);
        assertThat(stores.feedSettings().find(vendor).orElseThrow().nextRunAt()).isEqualTo(tomorrow);
    }

    @Test
    void aPlannedInstantThatPassedAMomentAgoIsLeftToTheRunThatMayBeInFlightForIt() {
        Instant justPassed = NOW.minus(Duration.ofMinutes(3));
        String vendor = vendorPlanning(justPassed);

        assertThat(reconciliation.reconcile().armed()).isZero();

        assertThat(stores.feedSettings().find(vendor).orElseThrow().nextRunAt()).isEqualTo(justPassed);
    }

    /** A feed run's journal row, as every run leaves one (decision 0410). */
    private void feedRanAt(String vendor, Instant startedAt) {
        stores.journal().record(new JournalEntry(UUID.randomUUID().toString(), vendor, Source.FEED,
                JournalEntry.FEED_ENDPOINT, false, startedAt, startedAt.plusSeconds(1), RequestStatus.SUCCEEDED,
                Optional.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.of(0), OptionalInt.of(0),
                OptionalInt.of(0), 0, Optional.empty(), List.of()));
    }

    private String vendorPlanning(Instant nextRunAt) {
        Vendor vendor = TestData.aVendor().build();
        stores.vendors().insert(vendor);
        int hour = nextRunAt.atZone(ZoneOffset.UTC).getHour();
        stores.feedSettings().save(new FeedSettings(vendor.id(), "https://feeds.agrovendor.com/offers.json", hour,
                ZoneId.of("UTC"), Optional.empty(), Optional.of("93.184.216.34"), nextRunAt));
        return vendor.id();
    }
}
