package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractNotificationStoreContractTest;
import market.feeds.application.service.Stores;

/** The NotificationStore contract on the in-memory stores. */
class InMemoryNotificationStoreContractTest extends AbstractNotificationStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
