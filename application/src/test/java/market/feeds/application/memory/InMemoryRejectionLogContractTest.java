package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractRejectionLogContractTest;
import market.feeds.application.service.Stores;

/** The RejectionLog contract on the in-memory stores. */
class InMemoryRejectionLogContractTest extends AbstractRejectionLogContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
