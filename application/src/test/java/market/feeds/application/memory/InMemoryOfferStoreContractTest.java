package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractOfferStoreContractTest;
import market.feeds.application.service.Stores;

/** The OfferStore contract on the in-memory stores. */
class InMemoryOfferStoreContractTest extends AbstractOfferStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
