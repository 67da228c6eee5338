package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractBacklogReadModelContractTest;
import market.feeds.application.service.Stores;

/** The BacklogReadModel contract on the in-memory stores. */
class InMemoryBacklogReadModelContractTest extends AbstractBacklogReadModelContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
