package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.service.WriteOutcomes.replayed;
import static market.feeds.application.testing.InMemoryWorld.dryRun;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.num;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Rejection;
import market.feeds.domain.Warning;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;

/** POST /v1/products: rows become positions for review, one job per feed, rejections windowed, replays exact. */
class ProductFeedSubmissionTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();

    private ProductFeedResult submit(WriteCommand command) {
        return completed(world.useCases.submitProductFeed().submit(command));
    }

    private List<Position> positions() {
        return world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(), WHOLE);
    }

    private static List<String> badRows(int count) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rows.add(obj("sku", "BAD-" + i, "name", "x"));
        }
        return rows;
    }

    @Test
    void acceptedRowsBecomePositionsAwaitingReviewWithOneQueuedJob() {
        ProductFeedResult result = submit(real(caller, items(Rows.product("A-1"), obj("sku", "B"), Rows.product("C-3"))));
        assertThat(result.accepted()).isEqualTo(2);
        assertThat(result.rejectedTotal()).isEqualTo(1);
        assertThat(result.jobId()).isPresent();
        assertThat(positions()).extracting(Position::state).containsOnly(PositionState.AWAITING_REVIEW);
        assertThat(positions()).extracting(Position::index).containsExactlyInAnyOrder(0, 2);
        ProductJob job = world.stores.jobs().byId(result.jobId().get()).orElseThrow();
        assertThat(job.rows()).isEqualTo(2);
        assertThat(job.requestId()).isEqualTo(result.requestId());
    }

    @Test
    void feedWithoutAcceptedRowsHasNoJob() {
        ProductFeedResult result = submit(real(caller, items(obj("sku", "B"))));
        assertThat(result.jobId()).isEmpty();
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isZero();
    }

    @Test
    void responseCarriesTheFirst20RejectionsAndTheTotal() {
        ProductFeedResult result = submit(real(caller, items(badRows(1200))));
        assertThat(result.rejectedTotal()).isEqualTo(1200);
        assertThat(result.rejected()).hasSize(20).extracting(Rejection::index).containsExactlyElementsOf(
                java.util.stream.IntStream.range(0, 20).boxed().toList());
    }

    @Test
    void onlyTheFirst1000RejectionsAreStoredButTheTotalIsKept() {
        ProductFeedResult result = submit(real(caller, items(badRows(1200))));
        var page = (PageRejectionsUseCase.Outcome.Page) world.useCases.pageRejections()
                .page(caller, result.requestId(), Optional.of(900), Optional.of(500));
        assertThat(page.rejected()).hasSize(100);
        assertThat(page.rejected().get(99).index()).isEqualTo(999);
        assertThat(page.rejectedTotal()).isEqualTo(1200);
    }

    @Test
    void replayReturnsTheStoredResultAndCreatesNothingTwice() {
        String key = "key-" + TestData.id();
        String body = items(Rows.product("A-1"), obj("sku", "B"));
        ProductFeedResult first = submit(real(caller, key, body));
        var second = world.useCases.submitProductFeed().submit(real(caller, key, body));
        assertThat(replayed(second)).isTrue();
        assertThat(completed(second)).isEqualTo(first);
        assertThat(positions()).hasSize(1);
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isEqualTo(1);
    }

    @Test
    void dryRunWritesOnlyItsJournalEntryAndRejections() {
        WriteCommand command = dryRun(caller, items(Rows.product("A-1"), obj("sku", "B")));
        ProductFeedResult result = submit(command);
        assertThat(result.accepted()).isEqualTo(1);
        assertThat(result.jobId()).isEmpty();
        assertThat(positions()).isEmpty();
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isZero();
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), command.requestId()).orElseThrow();
        assertThat(entry.dryRun()).isTrue();
        assertThat(entry.accepted()).hasValue(1);
        var page = (PageRejectionsUseCase.Outcome.Page) world.useCases.pageRejections()
                .page(caller, command.requestId(), Optional.empty(), Optional.empty());
        assertThat(page.rejected()).extracting(Rejection::reason).containsExactly(RowCode.REQUIRED_FIELD_MISSING);
    }

    @Test
    void dryRunIgnoresTheIdempotencyKey() {
        String key = "key-" + TestData.id();
        WriteCommand first = new WriteCommand(caller, TestData.id(), true, Optional.of(key),
                market.feeds.application.testing.Json.bytes(items(Rows.product("A-1"))));
        WriteCommand other = new WriteCommand(caller, TestData.id(), true, Optional.of(key),
                market.feeds.application.testing.Json.bytes(items(Rows.product("B-2"))));
        submit(first);
        var second = world.useCases.submitProductFeed().submit(other);
        assertThat(replayed(second)).isFalse();
        submit(real(caller, key, items(Rows.product("A-1"))));
    }

    @Test
    void ambiguousWarehouseIsAWarningAndTheRowKeepsNoWarehouse() {
        ok(world.useCases.manageWarehouses().add(caller.vendor().slug(), "Kyiv North", Optional.of("Kyiv"), false));
        ok(world.useCases.manageWarehouses().add(caller.vendor().slug(), "Kyiv South", Optional.of("Kyiv"), false));
        ProductFeedResult result = submit(real(caller, items(obj("sku", "A-1", "name", "Corn", "brand", "Dekalb",
                "category", "seeds", "unit", "bag", "price", 10, "stock", 1, "warehouse", "kyiv"))));
        assertThat(result.warnings()).singleElement().satisfies(warning -> {
            assertThat(warning.code()).isEqualTo(Warning.WAREHOUSE_AMBIGUOUS);
            assertThat(warning.index()).isZero();
            assertThat(warning.detail()).contains("Kyiv North").contains("Kyiv South");
        });
        Position position = positions().get(0);
        assertThat(position.warehouseId()).isEmpty();
        assertThat(position.warnings()).isEqualTo(result.warnings());
    }

    @Test
    void rowLandsOnTheMatchedWarehouse() {
        var depot = ok(world.useCases.manageWarehouses().add(caller.vendor().slug(), "Main depot", Optional.of("Poltava"), true));
        submit(real(caller, items(Rows.product("A-1"))));
        assertThat(positions().get(0).warehouseId()).contains(depot.id());
    }

    @Test
    void resentSkuAwaitingReviewRefreshesThePositionAndJoinsTheNewJob() {
        submit(real(caller, items(Rows.product("A-1", "Corn", "10"))));
        Position before = positions().get(0);
        ProductFeedResult second = submit(real(caller, items(Rows.product("X"), Rows.product("A-1", "Corn hybrid", "12.5"))));
        assertThat(positions()).hasSize(2);
        Position after = world.stores.positions().byId(caller.vendor().id(), before.id()).orElseThrow();
        assertThat(after.name()).isEqualTo("Corn hybrid");
        assertThat(after.price()).isEqualByComparingTo("12.5");
        assertThat(after.index()).isEqualTo(1);
        assertThat(after.requestId()).isEqualTo(second.requestId());
        assertThat(after.jobId()).isEqualTo(second.jobId());
        assertThat(after.state()).isEqualTo(PositionState.AWAITING_REVIEW);
        assertThat(world.stores.jobs().byId(second.jobId().get()).orElseThrow().rows()).isEqualTo(2);
    }

    @Test
    void resentSkuPendingCatalogueRefreshesItsDataAndKeepsItsState() {
        ProductFeedResult first = submit(real(caller, items(Rows.product("A-1", "Unknown thing", "10"))));
        world.useCases.workProductJobs().workOne("w");
        ProductFeedResult second = submit(real(caller, items(Rows.product("A-1", "Unknown thing v2", "11"))));
        Position position = positions().get(0);
        assertThat(positions()).hasSize(1);
        assertThat(position.state()).isEqualTo(PositionState.PENDING_CATALOG);
        assertThat(position.name()).isEqualTo("Unknown thing v2");
        assertThat(position.price()).isEqualByComparingTo("11");
        assertThat(position.jobId()).isEqualTo(first.jobId());
        assertThat(world.stores.jobs().byId(second.jobId().get()).orElseThrow().rows()).isZero();
    }

    @Test
    void resentLinkedSkuRefreshesDescriptiveDataOnlyNotPriceStockOrMoq() {
        Position linked = LifeCycleSteps.postAndLink(world, caller, "A-1");
        submit(real(caller, items(obj("sku", "A-1", "name", "Renamed corn", "brand", "Dekalb", "category", "seeds",
                "unit", "bag", "price", num("999"), "stock", 1, "moq", 5, "description", "new text"))));
        Position after = world.stores.positions().byId(caller.vendor().id(), linked.id()).orElseThrow();
        assertThat(positions()).hasSize(1);
        assertThat(after.state()).isEqualTo(PositionState.LINKED);
        assertThat(after.name()).isEqualTo("Renamed corn");
        assertThat(after.description()).contains("new text");
        assertThat(after.price()).isEqualByComparingTo(linked.price());
        assertThat(after.stock()).isEqualByComparingTo(linked.stock());
        assertThat(after.moq()).isEqualByComparingTo(linked.moq());
    }

    @Test
    void resentSkuWhoseOfferWasDeletedBecomesANewPosition() {
        Position linked = LifeCycleSteps.postAndLink(world, caller, "A-1");
        ok(world.useCases.manageOffers().delete(caller.vendor().slug(), linked.offerId().orElseThrow()));
        submit(real(caller, items(Rows.product("A-1"))));
        assertThat(positions()).hasSize(2);
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.of(PositionState.AWAITING_REVIEW),
                Optional.of("A-1"), WHOLE)).hasSize(1);
    }

    @Test
    void aSkuWhoseOfferWasMadeInTheDashboardIsAlreadyLinkedAndOpensNoReview() {
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn", "Dekalb", "seeds",
                Optional.empty()))).id();
        ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer("D-1", product,
                new BigDecimal("10"), BigDecimal.ONE, Optional.empty(), Optional.empty(), Optional.empty())));

        ProductFeedResult result = submit(real(caller, items(Rows.product("D-1"), Rows.product("NEW-1"))));

        assertThat(result.accepted()).isEqualTo(2);
        assertThat(positions()).extracting(position -> position.sku().orElseThrow()).containsExactly("NEW-1");
        assertThat(world.stores.jobs().byId(result.jobId().orElseThrow()).orElseThrow().rows()).isEqualTo(1);
        assertThat(world.stores.offers().list(caller.vendor().id(), Optional.of("D-1"), WHOLE)).hasSize(1)
                .allSatisfy(offer -> assertThat(offer.price()).as("price changes through PATCH only")
                        .isEqualByComparingTo("10"));
    }

    @Test
    void rowsWithoutSkuAlwaysBecomeNewPositions() {
        String noSku = obj("name", "Corn", "brand", "Dekalb", "category", "seeds", "unit", "bag", "price", 10, "stock", 1);
        submit(real(caller, items(noSku)));
        submit(real(caller, items(noSku)));
        assertThat(positions()).hasSize(2).allSatisfy(position -> assertThat(position.sku()).isEmpty());
    }
}
