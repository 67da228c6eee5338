package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.UnaryOperator;
import market.feeds.adapters.jdbc.store.RoundTripCounter;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.model.Caller;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Offer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.service.UseCases;
import market.feeds.application.testing.FeedFixture;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The feed pull on PostgreSQL: the lease row and the settings are checked under lock before the run commits. */
@ExtendWith(FreshSchemaExtension.class)
class FeedPullOnPostgresTest {

    private static final String HOST = FeedFixture.HOST;

    private final RoundTripCounter trips;
    private final PgWorld world;
    private Caller caller;
    private Offer offer;

    FeedPullOnPostgresTest(TestSchema schema) {
        this.trips = new RoundTripCounter(schema.dataSource());
        this.world = new PgWorld(trips);
    }

    @BeforeEach
    void vendorWithFeedAndOffer() {
        caller = world.newCaller();
        offer = FeedFixture.vendorWithFeedAndOffer(world.useCases, world.resolver, caller);
    }

    @Test
    void succeededRunAppliesTheFeedAndJournalsItsRejections() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"), Rows.priceUpdate("NOPE", "1")));

        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(run.applied()).isEqualTo(1);
        assertThat(storedPrice()).isEqualByComparingTo("120");
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), run.requestId()).orElseThrow();
        assertThat(entry.endpoint()).isEqualTo(JournalEntry.FEED_ENDPOINT);
        assertThat(world.stores.rejections().page(run.requestId(), 0, 10)).hasSize(1);
    }

    /**
     * Decision 0816: the validators are written before the journal row, so the row travels with the COMMIT (0809).
     * With the conditional GET on, a whole run is 16 round trips from the vendor's lookup to the lease's release; with
     * the validators written after the journal row, as before 0816, it was 17 (checked against that order). Three of
     * them ask for the transaction id of the units that commit without a journal row, so that a lost COMMIT answer can
     * be looked up (0407, amended); before that the run took 13.
     */
    @Test
    void aChangedRunsJournalRowTravelsWithItsCommit() {
        PgWorld conditional = new PgWorld(trips, UnaryOperator.identity(), new InMemoryPullScheduler(),
                UseCases.Settings.defaults().withPullConditionalGet(ConditionalGet.ON));
        Caller vendor = conditional.newCaller();
        FeedFixture.vendorWithFeedAndOffer(conditional.useCases, conditional.resolver, vendor);
        conditional.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        trips.take();

        FeedRun run = ok(conditional.useCases.runFeedPull().runNow(vendor.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(trips.take()).isEqualTo(16);
    }

    /** Decision 0601, amended in session 32: off, the default, the run does not read the validators it never sends. */
    @Test
    void withTheConditionalGetOffARunReadsNoValidators() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        trips.take();

        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(trips.take()).isEqualTo(13);
    }

    @Test
    void settingsDeletedWhileFetchingFailFeedNotFoundAndApplyNothing() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")))
                .whileFetching(() -> world.stores.feedSettings().delete(caller.vendor().id()));

        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(run.code()).contains("feed_not_found");
        assertThat(storedPrice()).isEqualByComparingTo("100");
    }

    /** The other node journals the run it takes the lease from as dropped first (decision 0410). */
    @Test
    void leaseTakenByAnotherNodeWhileFetchingIsJournaledOnceAsDroppedAndAppliesNothing() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"))).whileFetching(() -> {
            world.clock.advance(Duration.ofMinutes(3));
            Instant now = world.clock.instant();
            assertThat(world.useCases.recordDroppedRuns().recordDropped()).isEqualTo(1);
            assertThat(world.stores.feedLeases().acquire(caller.vendor().id(), TestData.id(), now,
                    now.plus(Duration.ofMinutes(2)))).isPresent();
        });

        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.code()).contains("lease_expired");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).singleElement()
                .satisfies(entry -> assertThat(entry.requestId()).isEqualTo(run.requestId()));
        assertThat(storedPrice()).isEqualByComparingTo("100");
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
    }

    @Test
    void aVendorDeactivatedWhileFetchingHasNothingAppliedJournaledOrNotified() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"))).whileFetching(() -> assertThat(world.useCases
                .manageVendors().update(caller.vendor().slug(), Optional.of(false), Optional.empty()))
                .isInstanceOf(AdminResult.Ok.class));

        AdminResult<FeedRun> refused = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(refused).isInstanceOf(AdminResult.Conflict.class);
        assertThat(storedPrice()).isEqualByComparingTo("100");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).isEmpty();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
    }

    private BigDecimal storedPrice() {
        return world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow().price();
    }
}
