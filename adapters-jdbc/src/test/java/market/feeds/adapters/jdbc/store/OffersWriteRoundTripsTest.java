package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuFacts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the offers path costs in round trips, whatever the batch's size (decisions 0808, 0812). */
@ExtendWith(FreshSchemaExtension.class)
class OffersWriteRoundTripsTest {

    private final Fixtures fixtures;
    private final RoundTripCounter trips;
    private final JdbcStores counted;

    OffersWriteRoundTripsTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.trips = new RoundTripCounter(schema.dataSource());
        this.counted = JdbcStores.create(trips);
    }

    @Test
    void theVendorLockTravelsWithTheSkuLookupAndTheUpdateIsOneMore() {
        Vendor vendor = fixtures.vendor();
        fixtures.insertOffer(vendor.id(), "TRIP-A");
        fixtures.insertOffer(vendor.id(), "TRIP-B");
        trips.take();

        int[] lookupTrips = new int[1];
        counted.transactions().run(() -> {
            Map<String, SkuFacts> facts = counted.offers().skuFacts(vendor.id(), Set.of("TRIP-A", "TRIP-B"), true);
            lookupTrips[0] = trips.take();
            List<OfferChange> changes = facts.values().stream().map(fact -> fact.liveOffers().get(0))
                    .map(OffersWriteRoundTripsTest::restocked).toList();
            counted.offers().applyAll(changes);
        });

        assertThat(lookupTrips[0]).as("vendor lock and sku lookup").isEqualTo(1);
        assertThat(trips.take()).as("offers update and COMMIT").isEqualTo(2);
        assertThat(fixtures.stores.offers().list(vendor.id(), Optional.empty()))
                .allSatisfy(offer -> assertThat(offer.stock()).isEqualByComparingTo("42"));
    }

    private static OfferChange restocked(OfferSnapshot offer) {
        return new OfferChange(offer.offerId(), offer.price(), new BigDecimal("42"), offer.moq(), offer.discontinued(),
                offer.updatedAt());
    }
}
