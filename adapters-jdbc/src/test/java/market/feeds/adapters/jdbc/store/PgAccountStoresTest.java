package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.domain.access.Scope;
import market.feeds.domain.warehouse.Warehouse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Vendors, warehouses and API keys on PostgreSQL. */
@ExtendWith(FreshSchemaExtension.class)
class PgAccountStoresTest {

    private final Fixtures fixtures;

    PgAccountStoresTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void takenSlugIsRefusedAndNothingWritten() {
        Vendor first = new Vendor(Fixtures.newId(), "acme", "Acme", true, true);
        Vendor second = new Vendor(Fixtures.newId(), "acme", "Other Acme", true, true);

        assertThat(fixtures.stores.vendors().insert(first)).isTrue();
        assertThat(fixtures.stores.vendors().insert(second)).isFalse();
        assertThat(fixtures.stores.vendors().bySlug("acme")).contains(first);
        assertThat(fixtures.stores.vendors().byId(second.id())).isEmpty();
        assertThat(fixtures.stores.vendors().byId("acme")).isEmpty();
    }

    @Test
    void vendorUpdateKeepsTheNewFlags() {
        Vendor vendor = fixtures.vendor();

        fixtures.stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.of(false));

        assertThat(fixtures.stores.vendors().byId(vendor.id())).contains(vendor.withActive(false).withMayPublish(false));
    }

    @Test
    void warehousesListInTheOrderTheyWereAdded() {
        Vendor vendor = fixtures.vendor();
        Warehouse main = new Warehouse(Fixtures.newId(), "Main", Optional.of("Kyiv"), true);
        Warehouse south = new Warehouse(Fixtures.newId(), "South", Optional.empty(), false);
        fixtures.stores.warehouses().insert(vendor.id(), main);
        fixtures.stores.warehouses().insert(vendor.id(), south);

        assertThat(fixtures.stores.warehouses().forVendor(vendor.id())).containsExactly(main, south);
        assertThat(fixtures.stores.warehouses().forVendor(fixtures.vendor().id())).isEmpty();
    }

    @Test
    void keyIsFoundByItsSecretHashAndRevokingTwiceKeepsTheFirstTime() {
        Vendor vendor = fixtures.vendor();
        ApiKey key = new ApiKey(Fixtures.newId(), vendor.id(), Optional.of("erp"),
                Set.of(Scope.OFFERS_WRITE, Scope.PRODUCTS_WRITE), Fixtures.T0, Optional.empty());
        fixtures.stores.apiKeys().insert(key, "a".repeat(64));
        Instant first = Fixtures.T0.plusSeconds(60);

        assertThat(fixtures.stores.apiKeys().bySecretHash("a".repeat(64))).contains(key);
        assertThat(fixtures.stores.apiKeys().revoke(vendor.id(), key.id(), first)).isTrue();
        assertThat(fixtures.stores.apiKeys().revoke(vendor.id(), key.id(), first.plusSeconds(60))).isTrue();
        assertThat(fixtures.stores.apiKeys().revoke(fixtures.vendor().id(), key.id(), first)).isFalse();
        assertThat(fixtures.stores.apiKeys().forVendor(vendor.id())).singleElement()
                .satisfies(stored -> assertThat(stored.revokedAt()).contains(first));
    }

    @Test
    void keyWithoutLabelOrScopesRoundTrips() {
        Vendor vendor = fixtures.vendor();
        ApiKey key = new ApiKey(Fixtures.newId(), vendor.id(), Optional.empty(), Set.of(), Fixtures.T0, Optional.empty());
        fixtures.stores.apiKeys().insert(key, "b".repeat(64));

        assertThat(fixtures.stores.apiKeys().bySecretHash("b".repeat(64))).contains(key);
        assertThat(fixtures.stores.apiKeys().bySecretHash("c".repeat(64))).isEmpty();
    }
}
