package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.extension.ExtendWith;

/** The write-path plans on the test JVM's server: the embedded PostgreSQL, or {@code FEEDS_TEST_DATABASE_URL}'s. */
@ExtendWith(FreshSchemaExtension.class)
class WritePathPlansOnTestDatabaseTest extends WritePathPlansTest {

    WritePathPlansOnTestDatabaseTest(TestSchema schema) {
        super(schema.dataSource());
    }
}
