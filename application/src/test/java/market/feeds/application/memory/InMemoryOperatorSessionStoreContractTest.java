package market.feeds.application.memory;

import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.contract.AbstractOperatorSessionStoreContractTest;

/** The OperatorSessionStore contract in memory. */
class InMemoryOperatorSessionStoreContractTest extends AbstractOperatorSessionStoreContractTest {

    private final OperatorSessionStore sessions = new InMemoryOperatorSessionStore();

    @Override
    protected OperatorSessionStore sessions() {
        return sessions;
    }
}
