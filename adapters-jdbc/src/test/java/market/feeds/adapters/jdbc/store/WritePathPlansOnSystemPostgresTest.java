package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.SystemPostgresSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The write-path plans on Debian's PostgreSQL with default settings (decision 0807): the server on which they went
 * wrong before (0802, 0803, 0806), and which the embedded one does not stand for.
 */
@ExtendWith(SystemPostgresSchemaExtension.class)
class WritePathPlansOnSystemPostgresTest extends WritePathPlansTest {

    WritePathPlansOnSystemPostgresTest(TestSchema schema) {
        super(schema.dataSource());
    }
}
