package market.feeds.application.memory;

import market.feeds.application.port.out.contract.AbstractRequestJournalContractTest;
import market.feeds.application.service.Stores;

/** The RequestJournal contract on the in-memory stores. */
class InMemoryRequestJournalContractTest extends AbstractRequestJournalContractTest {

    private final Stores stores = InMemoryStores.create();

    @Override
    protected Stores stores() {
        return stores;
    }
}
