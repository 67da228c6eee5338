package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.contract.AbstractApiKeyStoreContractTest;
import market.feeds.application.port.out.contract.AbstractBacklogReadModelContractTest;
import market.feeds.application.port.out.contract.AbstractCatalogStoreContractTest;
import market.feeds.application.port.out.contract.AbstractFeedRunLeasesContractTest;
import market.feeds.application.port.out.contract.AbstractFeedSettingsStoreContractTest;
import market.feeds.application.port.out.contract.AbstractIdempotencyStoreContractTest;
import market.feeds.application.port.out.contract.AbstractNotificationStoreContractTest;
import market.feeds.application.port.out.contract.AbstractOfferStoreContractTest;
import market.feeds.application.port.out.contract.AbstractOperatorSessionStoreContractTest;
import market.feeds.application.port.out.contract.AbstractPositionStoreContractTest;
import market.feeds.application.port.out.contract.AbstractProductJobQueueContractTest;
import market.feeds.application.port.out.contract.AbstractRateCounterStoreContractTest;
import market.feeds.application.port.out.contract.AbstractRejectionLogContractTest;
import market.feeds.application.port.out.contract.AbstractRequestJournalContractTest;
import market.feeds.application.port.out.contract.AbstractVendorStoreContractTest;
import market.feeds.application.port.out.contract.AbstractWarehouseStoreContractTest;
import market.feeds.application.service.Stores;
import org.junit.jupiter.api.Nested;

/**
 * Every store contract on one more PostgreSQL server, for the versions the service supports beside the test JVM's own
 * (a subclass per version, {@code @PostgresVersion}; decision 0821). One migrated schema serves the whole class: the
 * contracts never assume an empty store ({@code StoreContract}).
 */
abstract class StoreContractsOnAnotherVersion {

    private final Stores stores;
    private final TestSchema schema;

    StoreContractsOnAnotherVersion(TestSchema schema) {
        this.schema = schema;
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
    }

    @Nested
    class ApiKeys extends AbstractApiKeyStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Backlogs extends AbstractBacklogReadModelContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Catalog extends AbstractCatalogStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class FeedRunLeases extends AbstractFeedRunLeasesContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class FeedSettings extends AbstractFeedSettingsStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Idempotency extends AbstractIdempotencyStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Notifications extends AbstractNotificationStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Offers extends AbstractOfferStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Positions extends AbstractPositionStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class ProductJobs extends AbstractProductJobQueueContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class RateCounters extends AbstractRateCounterStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Rejections extends AbstractRejectionLogContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Journal extends AbstractRequestJournalContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Vendors extends AbstractVendorStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class Warehouses extends AbstractWarehouseStoreContractTest {
        @Override
        protected Stores stores() {
            return stores;
        }
    }

    @Nested
    class OperatorSessions extends AbstractOperatorSessionStoreContractTest {
        private final OperatorSessionStore sessions =
                new PgOperatorSessionStore(new JdbiTransactions(schema.dataSource()));

        @Override
        protected OperatorSessionStore sessions() {
            return sessions;
        }
    }
}
