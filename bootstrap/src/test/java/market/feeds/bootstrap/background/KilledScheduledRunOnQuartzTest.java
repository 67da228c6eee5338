package market.feeds.bootstrap.background;

import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.ProcessKill;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.StubHostResolver;
import market.feeds.application.testing.TestData;
import market.feeds.domain.feed.PlannedRunRepair;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A daily run whose process is killed as it fires, on the clustered job store and the PostgreSQL stores (decision
 * 0603, amended in session 30). Before, the run armed tomorrow and only then took its lease: killed in between, the
 * day had no run, no journal row and no log line, and nothing armed it again.
 */
@ExtendWith(FreshSchemaExtension.class)
class KilledScheduledRunOnQuartzTest {

    /** The killed run's lease (2 minutes) and the round's minute of grace (decision 0410). */
    private static final Duration LEASE_AND_GRACE = Duration.ofMinutes(3);
    private static final Duration PAST_IN_FLIGHT = PlannedRunRepair.RUN_IN_FLIGHT.plusMinutes(1);

    private final TestSchema schema;
    private final Stores stores;
    /** Due a second ago on the wall clock, which Quartz fires by: the trigger fires as soon as a node runs. */
    private final Instant planned = Instant.now().minusSeconds(1).truncatedTo(ChronoUnit.SECONDS);
    private final MutableClock clock = new MutableClock(planned);
    private final StubFeedFetcher fetcher = new StubFeedFetcher().answering(items(Rows.priceUpdate("A", "1")));
    private final ProcessKill kill = new ProcessKill();
    private final String vendor;

    KilledScheduledRunOnQuartzTest(TestSchema schema) {
        this.schema = schema;
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
        Vendor active = TestData.aVendor().build();
        stores.vendors().insert(active);
        stores.feedSettings().save(new FeedSettings(active.id(), "https://feeds.agrovendor.com/offers.json",
                planned.atZone(ZoneOffset.UTC).getHour(), ZoneId.of("UTC"), Optional.empty(),
                Optional.of("93.184.216.34"), planned));
        this.vendor = active.id();
    }

    @Test
    void aRunKilledAsItGoesForItsLeaseIsFiredOnceByTheReconciliationOfTheRestartedProcess() {
        try (QuartzPullScheduler node = new QuartzPullScheduler(schema.dataSource(), "killed", 1)) {
            UseCases dying = process(stores.withFeedLeases(kill.asTheRunGoesForItsLease(stores.feedLeases())), node);
            fireAndKill(node, dying);
        }
        assertThat(feedRows()).isEmpty();

        clock.set(planned.plus(PAST_IN_FLIGHT));
        try (QuartzPullScheduler node = new QuartzPullScheduler(schema.dataSource(), "restarted", 1)) {
            UseCases restarted = process(stores, node);
            // As a process starts (ServiceAssembly): the reconciliation first, then the runs.
            assertThat(restarted.reconcilePulls().reconcile().armed()).isEqualTo(1);
            assertThat(node.pendingRun(vendor)).as("the missed run, at its instant").contains(planned);
            node.startRuns(restarted.runFeedPull());

            await().atMost(Duration.ofSeconds(30)).until(() -> !feedRows().isEmpty() && plan().isAfter(planned)
                    && node.pendingRun(vendor).equals(Optional.of(plan())));
            assertThat(restarted.reconcilePulls().reconcile().armed()).as("the day ran; nothing more to arm").isZero();
        }
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.status()).isEqualTo(RequestStatus.SUCCEEDED);
            assertThat(row.createdAt()).isAfterOrEqualTo(planned);
        });
        assertThat(fetcher.requests()).hasSize(1);
    }

    @Test
    void aRunKilledRightAfterArmingTomorrowIsJournaledLeaseExpiredAndTheDayIsNotRunAgain() {
        try (QuartzPullScheduler node = new QuartzPullScheduler(schema.dataSource(), "killed", 1)) {
            fireAndKill(node, process(stores, kill.rightAfterArmingTheNextRun(node, planned)));
        }

        clock.set(planned.plus(LEASE_AND_GRACE));
        try (QuartzPullScheduler node = new QuartzPullScheduler(schema.dataSource(), "surviving", 1)) {
            UseCases survivor = process(stores, node);
            assertThat(survivor.recordDroppedRuns().recordDropped()).as("the killed run's lease").isEqualTo(1);
            clock.set(planned.plus(PAST_IN_FLIGHT));
            assertThat(survivor.reconcilePulls().reconcile().armed()).isZero();
            assertThat(plan()).as("tomorrow").isAfter(planned);
            assertThat(node.pendingRun(vendor)).contains(plan());
        }
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.code()).contains("lease_expired");
            assertThat(row.createdAt()).isEqualTo(planned);
        });
        assertThat(fetcher.requests()).isEmpty();
    }

    /** Arms the day's run on {@code node} and lets it fire into the kill; the node is then closed by the caller. */
    private void fireAndKill(QuartzPullScheduler node, UseCases dying) {
        node.schedule(vendor, planned);
        node.startRuns(dying.runFeedPull());
        await().atMost(Duration.ofSeconds(30)).until(kill::happened);
    }

    /** The use cases of one process on the shared database. */
    private UseCases process(Stores on, PullScheduler scheduler) {
        return new UseCases(on, new UseCases.Surroundings(clock, new UuidIdGenerator(), new SecureRandom(),
                new FakeSecretBox(), fetcher, new StubHostResolver(), scheduler), UseCases.Settings.defaults());
    }

    private Instant plan() {
        return stores.feedSettings().find(vendor).orElseThrow().nextRunAt();
    }

    private List<JournalEntry> feedRows() {
        return stores.journal().list(vendor, Optional.of(Source.FEED), 10);
    }
}
