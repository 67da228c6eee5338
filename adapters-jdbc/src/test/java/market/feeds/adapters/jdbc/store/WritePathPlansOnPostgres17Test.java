package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.PostgresVersion;
import market.feeds.adapters.jdbc.testing.TestSchema;

/** The write-path plans on PostgreSQL 17 with its default settings (issue 15 names 14 to 18; decision 0821). */
@PostgresVersion(17)
class WritePathPlansOnPostgres17Test extends WritePathPlansTest {

    WritePathPlansOnPostgres17Test(TestSchema schema) {
        super(schema.dataSource());
    }
}
