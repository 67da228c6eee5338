package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(FreshSchemaExtension.class)
class WritePathRehearsalTest {

    private final Fixtures fixtures;

    WritePathRehearsalTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void aRehearsalLeavesEveryTableAsItWas() {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "KEEP-1");
        Map<String, Object> before = counts();

        new WritePathRehearsal(fixtures.stores.transactions(), fixtures.stores.offerUpdates()).run(500);

        assertThat(counts()).isEqualTo(before);
        assertThat(fixtures.stores.offers().byId(vendor.id(), offer.id()).orElseThrow()).isEqualTo(offer);
    }

    private Map<String, Object> counts() {
        return fixtures.stores.transactions().call("counting rows", h -> h.createQuery("""
                        SELECT (SELECT count(*) FROM vendors) AS vendors, (SELECT count(*) FROM offers) AS offers,
                               (SELECT count(*) FROM sku_mappings) AS mappings, (SELECT count(*) FROM requests) AS requests,
                               (SELECT sum(xmin::text::bigint) FROM offers) AS versions""")
                .mapToMap().one());
    }
}
