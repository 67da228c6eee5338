package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractFeedRunLeasesContractTest;
import market.feeds.application.service.Stores;

/** The FeedRunLeases contract on the in-memory stores. */
class InMemoryFeedRunLeasesContractTest extends AbstractFeedRunLeasesContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
