package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.extension.ExtendWith;

/** The probes by vendor and sku on the test JVM's server (embedded, or {@code FEEDS_TEST_DATABASE_URL}). */
@ExtendWith(FreshSchemaExtension.class)
class ProbesBySkuPlansOnTestDatabaseTest extends ProbesBySkuPlansTest {

    ProbesBySkuPlansOnTestDatabaseTest(TestSchema schema) {
        super(schema.dataSource());
    }
}
