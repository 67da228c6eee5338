package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.warehouse.Warehouse;
import org.junit.jupiter.api.Test;

/** The contract of {@code WarehouseStore}, for every adapter. */
public abstract class AbstractWarehouseStoreContractTest extends StoreContract {

    @Test
    void forVendorListsTheVendorsWarehouses() {
        Vendor vendor = givenVendor();
        Vendor other = givenVendor();
        Warehouse kyiv = TestData.aWarehouse("Main depot", "Kyiv", true);
        Warehouse lviv = TestData.aWarehouse("West", null, false);
        stores().warehouses().insert(vendor.id(), kyiv);
        stores().warehouses().insert(vendor.id(), lviv);
        stores().warehouses().insert(other.id(), TestData.aWarehouse("Other", "Odesa", false));
        assertThat(stores().warehouses().forVendor(vendor.id())).containsExactlyInAnyOrder(kyiv, lviv);
    }

    @Test
    void aSecondPrimaryWarehouseIsNotStoredButMoreOrdinaryOnesAre() {
        Vendor vendor = givenVendor();
        Warehouse first = TestData.aWarehouse("Main depot", "Kyiv", true);
        Warehouse second = TestData.aWarehouse("Other main", "Lviv", true);
        Warehouse ordinary = TestData.aWarehouse("Shed", "Lviv", false);

        assertThat(stores().warehouses().insert(vendor.id(), first)).isTrue();
        assertThat(stores().warehouses().insert(vendor.id(), second)).isFalse();
        assertThat(stores().warehouses().insert(vendor.id(), ordinary)).isTrue();
        assertThat(stores().warehouses().insert(givenVendor().id(), second)).as("another vendor's primary").isTrue();

        assertThat(stores().warehouses().forVendor(vendor.id())).containsExactly(first, ordinary);
    }

    @Test
    void vendorWithoutWarehousesHasNone() {
        assertThat(stores().warehouses().forVendor(givenVendor().id())).isEmpty();
    }
}
