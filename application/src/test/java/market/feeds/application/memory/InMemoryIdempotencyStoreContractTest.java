package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractIdempotencyStoreContractTest;
import market.feeds.application.service.Stores;

/** The IdempotencyStore contract on the in-memory stores. */
class InMemoryIdempotencyStoreContractTest extends AbstractIdempotencyStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
