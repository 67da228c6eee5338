package market.feeds.application.port.out.contract;

import java.time.Instant;
import java.util.List;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import market.feeds.application.service.Stores;
import market.feeds.application.testing.TestData;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.product.Category;

/**
 * Base of the store contract tests: a subclass hands over the stores of one storage (in memory, PostgreSQL).
 * Tests create the rows they refer to (vendor, request, catalogue product) first, so a storage with foreign
 * keys passes too, and never assume a store is empty, so one database can serve a whole test class.
 */
public abstract class StoreContract {

    /** A lease that outlives every test: a job claimed with it is never claimable again. */
    protected static final Instant FOREVER = Instant.parse("2999-01-01T00:00:00Z");

    /** The stores under test; the same instance for the whole of one test method. */
    protected abstract Stores stores();

    protected Vendor givenVendor() {
        Vendor vendor = TestData.aVendor().build();
        stores().vendors().insert(vendor);
        return vendor;
    }

    protected JournalEntry givenRequest(String vendorId) {
        JournalEntry entry = TestData.aJournalEntry().forVendor(vendorId).build();
        stores().journal().record(entry);
        return entry;
    }

    /** Jobs left queued by other tests on a shared database are claimed for ever, so they cannot interfere. */
    protected void givenNoQueuedJob() {
        while (stores().jobs().claimNext("drainer", TestData.T0, FOREVER).isPresent()) {
            // keep claiming
        }
    }

    protected ProductJob givenQueuedJob(String vendorId, String requestId, long createdSecondsAfterT0) {
        ProductJob job = TestData.aQueuedJob(vendorId, requestId, TestData.at(createdSecondsAfterT0));
        stores().jobs().enqueue(job);
        return job;
    }

    protected CatalogEntry givenCatalogProduct(String name, String brand) {
        CatalogEntry entry = TestData.aCatalogEntry(name, brand, Category.SEEDS);
        stores().catalog().insertAll(List.of(entry));
        return entry;
    }
}
