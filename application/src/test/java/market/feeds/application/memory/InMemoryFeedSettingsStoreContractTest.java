package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractFeedSettingsStoreContractTest;
import market.feeds.application.service.Stores;

/** The FeedSettingsStore contract on the in-memory stores. */
class InMemoryFeedSettingsStoreContractTest extends AbstractFeedSettingsStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
