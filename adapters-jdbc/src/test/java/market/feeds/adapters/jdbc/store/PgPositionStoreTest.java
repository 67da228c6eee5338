package market.feeds.adapters.jdbc.store;

import market.feeds.application.port.out.KeysetPage;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.Vendor;
import market.feeds.domain.Warning;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import market.feeds.domain.warehouse.Warehouse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Positions of the review screen: batch writes and the lookups of the product feed, worker and review. */
@ExtendWith(FreshSchemaExtension.class)
class PgPositionStoreTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final Fixtures fixtures;
    private final PgPositionStore positions;

    PgPositionStoreTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.positions = fixtures.stores.positions();
    }

    @Test
    void everyFieldRoundTripsThroughTheBatchInsertAndUpdate() {
        Vendor vendor = fixtures.vendor();
        Warehouse warehouse = new Warehouse(Fixtures.newId(), "Main", Optional.empty(), true);
        fixtures.stores.warehouses().insert(vendor.id(), warehouse);
        String job = Fixtures.newId();
        Position full = new Position(Fixtures.newId(), vendor.id(), Optional.of("P-1"), "Seed  P64", "Pioneer",
                Category.SEEDS, Unit.BAG, new BigDecimal("1234567.125"), BigDecimal.ZERO, new BigDecimal("0.5"),
                Optional.of(warehouse.id()), Optional.of("Сім'я «P64»"), Optional.of(Fixtures.T0.plusNanos(987654321)),
                PositionState.AWAITING_REVIEW, Optional.empty(), Fixtures.newId(), 7,
                List.of(new Warning(7, Optional.of("P-1"), Warning.WAREHOUSE_AMBIGUOUS, "Main, South")),
                Optional.of(job), Optional.empty());
        Position bare = Fixtures.position(vendor.id(), Optional.empty(), full.requestId());
        positions.insertAll(List.of(full, bare));
        String suggestion = fixtures.product().id();
        Position suggested = new Position(full.id(), full.vendorId(), full.sku(), "Seed P64 refreshed", full.brand(),
                Category.FERTILIZERS, Unit.KG, BigDecimal.TEN, BigDecimal.ONE, BigDecimal.ONE, Optional.empty(),
                Optional.empty(), Optional.empty(), PositionState.AWAITING_REVIEW, Optional.of(suggestion),
                Fixtures.newId(), 3, List.of(), Optional.of(job), Optional.empty());

        assertThat(positions.byId(vendor.id(), full.id())).contains(full);
        assertThat(positions.byId(vendor.id(), bare.id())).contains(bare);
        positions.updateAll(List.of(suggested));
        assertThat(positions.byId(vendor.id(), full.id())).contains(suggested);
        assertThat(positions.forJob(job)).containsExactly(suggested);
        assertThat(positions.awaitingWithSuggestion(vendor.id())).containsExactly(suggested);
    }

    @Test
    void currentPositionPerSkuIsTheUnresolvedOneElseTheLinkedOneWithALiveOffer() {
        Vendor vendor = fixtures.vendor();
        String request = Fixtures.newId();
        Offer live = fixtures.insertOffer(vendor.id(), "LINKED");
        Offer deleted = fixtures.insertOffer(vendor.id(), "RELINKED");
        Position linked = linked(Fixtures.position(vendor.id(), Optional.of("LINKED"), request), live);
        Position oldLink = linked(Fixtures.position(vendor.id(), Optional.of("RELINKED"), request), deleted);
        Position newer = Fixtures.position(vendor.id(), Optional.of("RELINKED"), request);
        Position pending = Fixtures.position(vendor.id(), Optional.of("PENDING"), request);
        positions.insertAll(List.of(oldLink, linked, newer, pending));
        positions.updateAll(List.of(pending.unrecognised()));
        fixtures.stores.offers().delete(vendor.id(), deleted.id());

        List<Position> current = positions.currentBySkus(vendor.id(), Set.of("LINKED", "RELINKED", "PENDING", "NONE"));

        assertThat(current).extracting(Position::id).containsExactlyInAnyOrder(linked.id(), newer.id(), pending.id());
        positions.updateAll(List.of(newer.unrecognised()));
        assertThat(positions.currentBySkus(vendor.id(), Set.of("RELINKED"))).extracting(Position::id).containsExactly(newer.id());
    }

    @Test
    void listFiltersByStateAndSkuAndCountsTheBacklog() {
        Vendor vendor = fixtures.vendor();
        String request = Fixtures.newId();
        List<Position> batch = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            batch.add(Fixtures.position(vendor.id(), Optional.of("L-" + i), request));
        }
        positions.insertAll(batch);
        positions.updateAll(List.of(batch.get(1).unrecognised()));
        Offer offer = fixtures.insertOffer(vendor.id(), "L-2");
        positions.updateAll(List.of(linked(batch.get(2), offer)));

        assertThat(positions.countUnresolved(vendor.id())).isEqualTo(4);
        assertThat(positions.list(vendor.id(), Optional.of(PositionState.PENDING_CATALOG), Optional.empty(), WHOLE))
                .extracting(Position::id).containsExactly(batch.get(1).id());
        assertThat(positions.list(vendor.id(), Optional.empty(), Optional.of("L-3"), WHOLE)).extracting(Position::id)
                .containsExactly(batch.get(3).id());
        assertThat(positions.list(vendor.id(), Optional.empty(), Optional.empty(), WHOLE)).hasSize(5);
        assertThat(positions.countUnresolved(fixtures.vendor().id())).isZero();
    }

    private Position linked(Position position, Offer offer) {
        return position.linkedTo(offer.catalogProductId(), offer.id());
    }
}
