package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.contract.AbstractBacklogReadModelContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.extension.ExtendWith;

/** The BacklogReadModel contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgBacklogReadModelContractTest extends AbstractBacklogReadModelContractTest {

    private final Stores stores;

    PgBacklogReadModelContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Override
    protected Stores stores() {
        return stores;
    }
}
