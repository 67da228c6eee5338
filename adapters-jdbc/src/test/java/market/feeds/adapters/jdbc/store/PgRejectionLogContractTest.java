package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.contract.AbstractRejectionLogContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.extension.ExtendWith;

/** The RejectionLog contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgRejectionLogContractTest extends AbstractRejectionLogContractTest {

    private final Stores stores;

    PgRejectionLogContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Override
    protected Stores stores() {
        return stores;
    }
}
