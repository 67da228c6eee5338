package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.SystemPostgresSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.extension.ExtendWith;

/** The probes by vendor and sku on Debian's PostgreSQL with default settings, production's kind (decision 0807). */
@ExtendWith(SystemPostgresSchemaExtension.class)
class ProbesBySkuPlansOnSystemPostgresTest extends ProbesBySkuPlansTest {

    ProbesBySkuPlansOnSystemPostgresTest(TestSchema schema) {
        super(schema.dataSource());
    }
}
