package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractPositionStoreContractTest;
import market.feeds.application.service.Stores;

/** The PositionStore contract on the in-memory stores. */
class InMemoryPositionStoreContractTest extends AbstractPositionStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
