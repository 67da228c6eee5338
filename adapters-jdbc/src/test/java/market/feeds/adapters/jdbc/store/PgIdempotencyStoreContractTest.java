package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.contract.AbstractIdempotencyStoreContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.extension.ExtendWith;

/** The IdempotencyStore contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgIdempotencyStoreContractTest extends AbstractIdempotencyStoreContractTest {

    private final Stores stores;

    PgIdempotencyStoreContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Override
    protected Stores stores() {
        return stores;
    }
}
