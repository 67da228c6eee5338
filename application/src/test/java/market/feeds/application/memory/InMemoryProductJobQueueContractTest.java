package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractProductJobQueueContractTest;
import market.feeds.application.service.Stores;

/** The ProductJobQueue contract on the in-memory stores. */
class InMemoryProductJobQueueContractTest extends AbstractProductJobQueueContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
