package market.feeds.adapters.jdbc.store;

import market.feeds.application.port.out.KeysetPage;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
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
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the offers path costs in round trips and plannings, whatever the batch's size (decisions 0808, 0812). */
@ExtendWith(FreshSchemaExtension.class)
class OffersWriteRoundTripsTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final TestSchema schema;
    private final Fixtures fixtures;
    private final RoundTripCounter trips;
    private final JdbcStores counted;

    OffersWriteRoundTripsTest(TestSchema schema) {
        this.schema = schema;
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
            Map<String, SkuFacts> facts = counted.offerUpdates().skuFacts(vendor.id(), Set.of("TRIP-A", "TRIP-B"), true);
            lookupTrips[0] = trips.take();
            List<OfferChange> changes = facts.values().stream().map(fact -> fact.liveOffers().get(0))
                    .map(OffersWriteRoundTripsTest::restocked).toList();
            counted.offerUpdates().applyAll(changes);
            // As in the service, a row the unit writes without reading it (there the journal's) goes with the COMMIT.
            counted.transactions().writeWithCommit("a row held for the commit",
                    "UPDATE vendors SET name = name WHERE id IS NULL", update -> { });
        });

        assertThat(lookupTrips[0]).as("vendor lock and sku lookup").isEqualTo(1);
        assertThat(trips.take()).as("offers update and COMMIT").isEqualTo(2);
        assertThat(fixtures.stores.offers().list(vendor.id(), Optional.empty(), WHOLE))
                .allSatisfy(offer -> assertThat(offer.stock()).isEqualByComparingTo("42"));
    }

    @Test
    void theSkuLookupIsPlannedOnceForItsConnectionNotAtEveryExecution() throws Exception {
        Vendor vendor = fixtures.vendor();
        fixtures.insertOffer(vendor.id(), "PLAN-A");
        HikariConfig one = new HikariConfig();
        ((HikariDataSource) schema.dataSource()).copyStateTo(one);
        one.setPoolName("one-connection");
        one.setMaximumPoolSize(1);
        try (HikariDataSource connection = new HikariDataSource(one)) {
            JdbcStores stores = JdbcStores.create(connection);
            for (int execution = 0; execution < 8; execution++) {
                stores.transactions().run(() -> stores.offerUpdates().skuFacts(vendor.id(), Set.of("PLAN-A", "PLAN-B"), true));
            }

            // The driver prepares a statement on the server from its fifth execution on; PostgreSQL then plans it
            // anew at every execution unless told to keep one generic plan (decision 0812).
            long[] plans = Jdbi.create(connection).withHandle(h -> h.createQuery("""
                            SELECT generic_plans, custom_plans FROM pg_prepared_statements
                            WHERE statement LIKE '%LEFT JOIN LATERAL%AND o.sku = w.sku OFFSET 0%'""")
                    .map((row, ctx) -> new long[] {row.getLong(1), row.getLong(2)}).one());
            assertThat(plans[0]).as("generic plans").isPositive();
            assertThat(plans[1]).as("custom plans").isZero();
        }
    }

    private static OfferChange restocked(OfferSnapshot offer) {
        return new OfferChange(offer.offerId(), offer.price(), new BigDecimal("42"), offer.moq(), offer.discontinued(),
                offer.updatedAt());
    }
}
