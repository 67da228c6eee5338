package market.feeds.application.service;

import java.util.Objects;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.BacklogReadModel;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.NotificationStore;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.port.out.VendorStore;
import market.feeds.application.port.out.WarehouseStore;

/**
 * Every store port on one storage, with the transactions that span them: what a storage adapter (in memory or
 * PostgreSQL) hands to {@link UseCases}, and what the store contract tests run against. Only the wiring sees it;
 * each service takes the ports it uses (an architecture rule keeps it so).
 */
public record Stores(VendorStore vendors, ApiKeyStore apiKeys, WarehouseStore warehouses, CatalogStore catalog,
                     OfferStore offers, OfferUpdates offerUpdates, PositionStore positions, ProductJobQueue jobs,
                     RequestJournal journal, RejectionLog rejections, IdempotencyStore idempotency,
                     RateCounterStore rateCounters,
                     FeedSettingsStore feedSettings, FeedRunLeases feedLeases, NotificationStore notifications,
                     OperatorSessionStore operatorSessions, BacklogReadModel backlogs, Transactions transactions) {

    public Stores {
        Objects.requireNonNull(vendors, "vendors");
        Objects.requireNonNull(apiKeys, "apiKeys");
        Objects.requireNonNull(warehouses, "warehouses");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(offers, "offers");
        Objects.requireNonNull(offerUpdates, "offerUpdates");
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(jobs, "jobs");
        Objects.requireNonNull(journal, "journal");
        Objects.requireNonNull(rejections, "rejections");
        Objects.requireNonNull(idempotency, "idempotency");
        Objects.requireNonNull(rateCounters, "rateCounters");
        Objects.requireNonNull(feedSettings, "feedSettings");
        Objects.requireNonNull(feedLeases, "feedLeases");
        Objects.requireNonNull(notifications, "notifications");
        Objects.requireNonNull(operatorSessions, "operatorSessions");
        Objects.requireNonNull(backlogs, "backlogs");
        Objects.requireNonNull(transactions, "transactions");
    }

    /** The same stores with another offers write path, e.g. one that interferes with a call in a test. */
    public Stores withOfferUpdates(OfferUpdates replacement) {
        return new Stores(vendors, apiKeys, warehouses, catalog, offers, replacement, positions, jobs, journal,
                rejections, idempotency, rateCounters, feedSettings, feedLeases, notifications, operatorSessions,
                backlogs, transactions);
    }

    /** The same stores with other transactions, e.g. ones that lose a commit's answer in a test. */
    public Stores withTransactions(Transactions replacement) {
        return new Stores(vendors, apiKeys, warehouses, catalog, offers, offerUpdates, positions, jobs, journal,
                rejections, idempotency, rateCounters, feedSettings, feedLeases, notifications, operatorSessions,
                backlogs, replacement);
    }

    /** The same stores with other feed-run leases, e.g. ones that stop a run at its lease in a test. */
    public Stores withFeedLeases(FeedRunLeases replacement) {
        return new Stores(vendors, apiKeys, warehouses, catalog, offers, offerUpdates, positions, jobs, journal,
                rejections, idempotency, rateCounters, feedSettings, replacement, notifications, operatorSessions,
                backlogs, transactions);
    }
}
