package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.PostgresVersion;
import market.feeds.adapters.jdbc.testing.TestSchema;

/** The write-path plans on PostgreSQL 14 with its default settings (issue 15 names 14 to 18; decision 0821). */
@PostgresVersion(14)
class WritePathPlansOnPostgres14Test extends WritePathPlansTest {

    WritePathPlansOnPostgres14Test(TestSchema schema) {
        super(schema.dataSource());
    }
}
