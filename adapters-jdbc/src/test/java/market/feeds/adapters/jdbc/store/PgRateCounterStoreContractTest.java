package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.contract.AbstractRateCounterStoreContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.extension.ExtendWith;

/** The RateCounterStore contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgRateCounterStoreContractTest extends AbstractRateCounterStoreContractTest {

    private final Stores stores;

    PgRateCounterStoreContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Override
    protected Stores stores() {
        return stores;
    }
}
