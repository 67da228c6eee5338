package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.contract.AbstractOperatorSessionStoreContractTest;
import org.junit.jupiter.api.extension.ExtendWith;

/** The OperatorSessionStore contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgOperatorSessionStoreContractTest extends AbstractOperatorSessionStoreContractTest {

    private final OperatorSessionStore sessions;

    PgOperatorSessionStoreContractTest(TestSchema schema) {
        this.sessions = new PgOperatorSessionStore(new JdbiTransactions(schema.dataSource()));
    }

    @Override
    protected OperatorSessionStore sessions() {
        return sessions;
    }
}
