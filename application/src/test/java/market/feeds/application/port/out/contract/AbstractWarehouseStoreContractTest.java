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
    void vendorWithoutWarehousesHasNone() {
        assertThat(stores().warehouses().forVendor(givenVendor().id())).isEmpty();
    }
}
