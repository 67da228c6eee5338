package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractRateCounterStoreContractTest;
import market.feeds.application.service.Stores;

/** The RateCounterStore contract on the in-memory stores. */
class InMemoryRateCounterStoreContractTest extends AbstractRateCounterStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
