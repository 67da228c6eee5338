package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractApiKeyStoreContractTest;
import market.feeds.application.service.Stores;

/** The ApiKeyStore contract on the in-memory stores. */
class InMemoryApiKeyStoreContractTest extends AbstractApiKeyStoreContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
