package market.feeds.adapters.jdbc.usecase;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The use cases end to end on PostgreSQL: the contract's life cycle, and one execution per idempotency key. */
@ExtendWith(FreshSchemaExtension.class)
class UseCasesOnPostgresTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private static final String ROW = obj("sku", "DKC-3730", "name", "Гібрид кукурудзи DKC 3730", "brand", "Dekalb",
            "category", "Насіння кукурудзи", "unit", "мішок", "price", 3150, "stock", 40,
            "updated_at", "2026-02-01T09:00:00+02:00");

    private final PgWorld world;

    UseCasesOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource());
    }

    @Test
    void contractLifeCyclePostMatchReviewLinkPatchStaleWithdrawRelistOnPostgres() {
        Caller caller = world.newCaller();
        String slug = caller.vendor().slug();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("DKC 3730 Гібрид кукурудзи",
                "DEKALB", "seeds", Optional.of("bag")))).id();
        assertThat(onlyRejection(patch(caller, obj("sku", "DKC-3730", "price", 3200))).reason()).isEqualTo(RowCode.SKU_UNKNOWN);

        ProductFeedResult posted = completed(world.useCases.submitProductFeed().submit(real(caller, key(), items(ROW))));
        assertThat(posted.accepted()).isEqualTo(1);
        assertThat(world.useCases.workProductJobs().workOne("worker-1")).isTrue();
        // the queue is shared by the tests of this class: work it empty
        while (world.useCases.workProductJobs().workOne("worker-1")) {
            assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isLessThanOrEqualTo(1);
        }
        Position awaiting = ok(world.useCases.reviewPositions().list(slug, Optional.of(PositionState.AWAITING_REVIEW),
                Optional.of("DKC-3730"))).toList().get(0);
        assertThat(awaiting.suggestedCatalogProductId()).contains(product);
        Position linked = ok(world.useCases.reviewPositions().link(slug, awaiting.id(), Optional.empty(), Optional.empty()));
        String offerId = linked.offerId().orElseThrow();

        OfferUpdateResult applied = patch(caller, obj("sku", "DKC-3730", "price", 3200, "updated_at", "2026-02-02T08:00:00Z"));
        assertThat(applied.applied()).isEqualTo(1);
        Rejection stale = onlyRejection(patch(caller, obj("sku", "DKC-3730", "price", 3000, "updated_at",
                "2026-02-02T09:59:59+02:00")));
        assertThat(stale.reason()).isEqualTo(RowCode.STALE_UPDATE);
        assertThat(stale.detail()).contains("2026-02-02T08:00:00Z");
        assertThat(offer(caller, offerId).price()).isEqualByComparingTo("3200");

        assertThat(patch(caller, obj("sku", "DKC-3730", "discontinued", true)).notPublished()).isEqualTo(1);
        ok(world.useCases.manageOffers().update(slug, offerId, new OfferPatch(Optional.empty(), Optional.of(false),
                Optional.empty())));
        assertThat(onlyRejection(patch(caller, obj("sku", "DKC-3730", "discontinued", false))).reason())
                .isEqualTo(RowCode.RELIST_BLOCKED);
        ok(world.useCases.manageOffers().update(slug, offerId, new OfferPatch(Optional.empty(), Optional.of(true),
                Optional.empty())));
        assertThat(patch(caller, obj("sku", "DKC-3730", "discontinued", false)).applied()).isEqualTo(1);
        assertThat(offer(caller, offerId).discontinued()).isFalse();
        assertThat(ok(world.useCases.readJournal().journal(slug, Optional.of(Source.API), Optional.empty()))).hasSize(7);
    }

    @Test
    void sameKeyAndBodyOfAPatchFromEightThreadsAppliesOnce() throws Exception {
        Caller caller = world.newCaller();
        String catalogId = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        Offer offer = ok(world.useCases.manageOffers().create(caller.vendor().slug(),
                new market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer("ONCE-1", catalogId,
                        new java.math.BigDecimal("100"), new java.math.BigDecimal("10"), Optional.empty(),
                        Optional.empty(), Optional.empty())));
        String key = key();
        String body = items(obj("sku", "ONCE-1", "price", 150, "updated_at", "2026-03-01T00:00:00Z"),
                obj("sku", "NOT-THERE", "stock", 1));

        List<WriteOutcome<OfferUpdateResult>> outcomes = eightTimes(() -> world.useCases.updateOffers().update(real(caller, key, body)));

        assertThat(outcomes).filteredOn(outcome -> !PgWorld.replayed(outcome)).hasSize(1);
        OfferUpdateResult first = completed(outcomes.get(0));
        assertThat(outcomes).extracting(PgWorld::completed).allSatisfy(result -> {
            assertThat(result.requestId()).isEqualTo(first.requestId());
            assertThat(result.applied()).isEqualTo(1);
            assertThat(result.rejected()).extracting(Rejection::reason).containsExactly(RowCode.SKU_UNKNOWN);
        });
        assertThat(offer(caller, offer.id()).price()).isEqualByComparingTo("150");
        assertThat(ok(world.useCases.readJournal().journal(caller.vendor().slug(), Optional.of(Source.API), Optional.empty())))
                .hasSize(1);
    }

    @Test
    void sameKeyAndBodyOfAProductFeedFromEightThreadsExecutesOnce() throws Exception {
        Caller caller = world.newCaller();
        String key = key();
        String body = items(Rows.product("A-1"), Rows.product("B-2"));

        List<WriteOutcome<ProductFeedResult>> outcomes = eightTimes(() -> world.useCases.submitProductFeed().submit(real(caller, key, body)));

        assertThat(outcomes).filteredOn(outcome -> !PgWorld.replayed(outcome)).hasSize(1);
        assertThat(outcomes).extracting(PgWorld::completed).containsOnly(completed(outcomes.get(0)));
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                WHOLE)).hasSize(2);
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isEqualTo(1);
    }

    private static <R> List<WriteOutcome<R>> eightTimes(Callable<WriteOutcome<R>> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<WriteOutcome<R>>> calls = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                calls.add(call);
            }
            List<WriteOutcome<R>> outcomes = new ArrayList<>();
            for (Future<WriteOutcome<R>> future : pool.invokeAll(calls, 60, TimeUnit.SECONDS)) {
                outcomes.add(future.get());
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    private OfferUpdateResult patch(Caller caller, String item) {
        return completed(world.useCases.updateOffers().update(real(caller, key(), items(item))));
    }

    private static Rejection onlyRejection(OfferUpdateResult result) {
        assertThat(result.rejected()).hasSize(1);
        return result.rejected().get(0);
    }

    private Offer offer(Caller caller, String offerId) {
        return world.stores.offers().byId(caller.vendor().id(), offerId).orElseThrow();
    }

    private static String key() {
        return "key-" + TestData.id();
    }
}
