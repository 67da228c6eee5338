package market.feeds.application.memory;

import java.util.concurrent.atomic.AtomicReference;
import market.feeds.application.service.Stores;

/** Builds every store port in memory, wired to each other where the ports' meaning needs it. */
public final class InMemoryStores {

    private InMemoryStores() {
    }

    public static Stores create() {
        AtomicReference<InMemoryOfferStore> offers = new AtomicReference<>();
        InMemoryPositionStore positions = new InMemoryPositionStore((vendorId, offerId) -> offers.get().isLive(vendorId, offerId));
        InMemoryCatalogStore catalog = new InMemoryCatalogStore();
        offers.set(new InMemoryOfferStore(positions, catalog));
        InMemoryRequestJournal journal = new InMemoryRequestJournal();
        InMemoryFeedSettingsStore feedSettings = new InMemoryFeedSettingsStore();
        InMemoryVendorStore vendors = new InMemoryVendorStore();
        InMemoryProductJobQueue jobs = new InMemoryProductJobQueue();
        return new Stores(vendors, new InMemoryApiKeyStore(vendors), new InMemoryWarehouseStore(),
                catalog, offers.get(), offers.get(), positions, jobs, journal,
                new InMemoryRejectionLog(journal), new InMemoryIdempotencyStore(), new InMemoryRateCounterStore(),
                feedSettings, new InMemoryFeedRunLeases(feedSettings, vendors), new InMemoryNotificationStore(),
                new InMemoryOperatorSessionStore(), new InMemoryBacklogReadModel(jobs, positions),
                new InMemoryTransactions());
    }
}
