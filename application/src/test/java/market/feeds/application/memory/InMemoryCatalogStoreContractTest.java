package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractCatalogStoreContractTest;
import market.feeds.application.service.Stores;

/** The CatalogStore contract on the in-memory stores. */
class InMemoryCatalogStoreContractTest extends AbstractCatalogStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
