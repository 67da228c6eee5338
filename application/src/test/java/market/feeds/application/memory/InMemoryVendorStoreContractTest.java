package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractVendorStoreContractTest;
import market.feeds.application.service.Stores;

/** The VendorStore contract on the in-memory stores. */
class InMemoryVendorStoreContractTest extends AbstractVendorStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
