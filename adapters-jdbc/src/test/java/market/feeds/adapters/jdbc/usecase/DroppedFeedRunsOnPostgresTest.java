package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A feed run whose process died after it took its lease (a {@code kill -9}: the lease taken, then nothing) is
 * journaled {@code lease_expired} under its own request id once its lease has ended, exactly once however many nodes
 * look at the same moment, and the vendor's feed runs again (decision 0410).
 */
@ExtendWith(FreshSchemaExtension.class)
class DroppedFeedRunsOnPostgresTest {

    private static final String HOST = "feeds.agrovendor.com";
    /** RunFeedPullService.LEASE plus the round's grace, RecordDroppedRunsService.GRACE. */
    private static final Duration LEASE = Duration.ofMinutes(2);
    private static final Duration GRACE = Duration.ofMinutes(1);

    private final PgWorld world;
    private Caller caller;

    DroppedFeedRunsOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource());
    }

    @BeforeEach
    void vendorWithFeedAndOffer() {
        caller = world.newCaller();
        world.resolver.resolving(HOST, "93.184.216.34");
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://" + HOST + "/offers.json", 6, "Europe/Kyiv",
                TokenChange.REMOVE);
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer("A", product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
    }

    @Test
    void aKilledRunIsJournaledLeaseExpiredOnceByTwoRoundsAtOnceAfterItsLeaseEndedAndTheFeedRunsAgain()
            throws Exception {
        String killed = TestData.id();
        Instant started = world.clock.instant();
        world.stores.feedLeases().acquire(caller.vendor().id(), killed, started, started.plus(LEASE)).orElseThrow();

        world.clock.set(started.plus(LEASE).plus(GRACE).minusSeconds(1));
        int whileItsLeaseMayStillEnd = world.useCases.recordDroppedRuns().recordDropped();
        world.clock.set(started.plus(LEASE).plus(GRACE));
        List<Integer> atOnce = twoRoundsAtOnce();
        FeedRun next = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(whileItsLeaseMayStillEnd).isZero();
        assertThat(atOnce).containsExactlyInAnyOrder(0, 1);
        assertThat(world.stores.journal().find(caller.vendor().id(), killed)).hasValueSatisfying(row -> {
            assertThat(row.status()).isEqualTo(RequestStatus.FAILED);
            assertThat(row.code()).contains("lease_expired");
            assertThat(row.createdAt()).isEqualTo(started);
        });
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
        assertThat(next.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(journal()).extracting(JournalEntry::requestId).containsExactlyInAnyOrder(killed, next.requestId());
    }

    @Test
    void theVendorsNextRunJournalsAKilledRunWhoseLeaseEndedAndRunsInsteadOfBeingLeaseLost() {
        String killed = TestData.id();
        Instant started = world.clock.instant();
        world.stores.feedLeases().acquire(caller.vendor().id(), killed, started, started.plus(LEASE)).orElseThrow();
        FeedRun whileItHolds = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        world.clock.set(started.plus(LEASE));
        FeedRun afterItsEnd = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(whileItHolds.code()).contains("lease_lost");
        assertThat(afterItsEnd.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(journal()).extracting(row -> row.code().orElse("applied"))
                .containsExactlyInAnyOrder("lease_lost", "lease_expired", "applied");
        assertThat(world.stores.journal().find(caller.vendor().id(), killed).orElseThrow().code())
                .contains("lease_expired");
        assertThat(world.useCases.recordDroppedRuns().recordDropped()).isZero();
    }

    /** Two rounds, as two nodes' background loops meeting: started together, each on its own connection. */
    private List<Integer> twoRoundsAtOnce() throws Exception {
        ExecutorService nodes = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier together = new CyclicBarrier(2);
            Callable<Integer> round = () -> {
                together.await(10, TimeUnit.SECONDS);
                return world.useCases.recordDroppedRuns().recordDropped();
            };
            List<Future<Integer>> rounds = nodes.invokeAll(List.of(round, round), 30, TimeUnit.SECONDS);
            return List.of(rounds.get(0).get(), rounds.get(1).get());
        } finally {
            nodes.shutdownNow();
        }
    }

    private List<JournalEntry> journal() {
        return world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10);
    }
}
