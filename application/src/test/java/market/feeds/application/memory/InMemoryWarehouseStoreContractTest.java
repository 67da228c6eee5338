package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractWarehouseStoreContractTest;
import market.feeds.application.service.Stores;

/** The WarehouseStore contract on the in-memory stores. */
class InMemoryWarehouseStoreContractTest extends AbstractWarehouseStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
