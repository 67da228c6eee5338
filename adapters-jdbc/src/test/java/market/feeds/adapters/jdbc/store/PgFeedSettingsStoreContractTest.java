package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.contract.AbstractFeedSettingsStoreContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.extension.ExtendWith;

/** The FeedSettingsStore contract on PostgreSQL (one migrated schema for the class). */
@ExtendWith(FreshSchemaExtension.class)
class PgFeedSettingsStoreContractTest extends AbstractFeedSettingsStoreContractTest {

    private final Stores stores;

    PgFeedSettingsStoreContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Override
    protected Stores stores() {
        return stores;
    }
}
