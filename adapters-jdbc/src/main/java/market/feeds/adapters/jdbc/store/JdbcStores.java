package market.feeds.adapters.jdbc.store;

import javax.sql.DataSource;
import market.feeds.application.service.Stores;

/**
 * Every PostgreSQL store over one pool, sharing one {@link JdbiTransactions}, so a use case's unit of work
 * spans whichever stores it calls. Bootstrap builds this once and hands the ports to the use cases.
 */
public record JdbcStores(JdbiTransactions transactions, PgVendorStore vendors, PgWarehouseStore warehouses,
                         PgApiKeyStore apiKeys, PgCatalogStore catalog, PgPositionStore positions, PgOfferStore offers,
                         PgOfferUpdates offerUpdates, PgRequestJournal journal, PgRejectionLog rejections,
                         PgIdempotencyStore idempotency,
                         PgRateCounterStore rateCounters, PgProductJobQueue jobs, PgFeedSettingsStore feedSettings,
                         PgFeedRunLeases feedLeases, PgNotificationStore notifications,
                         PgOperatorSessionStore operatorSessions, PgBacklogReadModel backlogs) {

    public static JdbcStores create(DataSource dataSource) {
        return create(new JdbiTransactions(dataSource));
    }

    public static JdbcStores create(JdbiTransactions db) {
        return new JdbcStores(db, new PgVendorStore(db), new PgWarehouseStore(db), new PgApiKeyStore(db),
                new PgCatalogStore(db), new PgPositionStore(db), new PgOfferStore(db), new PgOfferUpdates(db),
                new PgRequestJournal(db), new PgRejectionLog(db), new PgIdempotencyStore(db), new PgRateCounterStore(db),
                new PgProductJobQueue(db), new PgFeedSettingsStore(db), new PgFeedRunLeases(db),
                new PgNotificationStore(db), new PgOperatorSessionStore(db), new PgBacklogReadModel(db));
    }

    /** The same stores as the application's bundle, for {@code UseCases} and the shared store contract tests. */
    public Stores asStores() {
        return new Stores(vendors, apiKeys, warehouses, catalog, offers, offerUpdates, positions, jobs, journal, rejections,
                idempotency, rateCounters, feedSettings, feedLeases, notifications, operatorSessions, backlogs,
                transactions);
    }
}
