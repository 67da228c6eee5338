package market.feeds.application.testing;

import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.Optional;
import java.util.UUID;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JobState;
import market.feeds.application.model.Notification;
import market.feeds.application.model.ProductJob;
import market.feeds.domain.access.Scope;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import market.feeds.domain.warehouse.Warehouse;

/**
 * Test data builders shared through the test-jar (the store contract tests and the PostgreSQL subclasses use
 * them). Ids are UUIDs and instants whole microseconds, so every value survives a database round trip.
 */
public final class TestData {

    /** A fixed instant to build timestamps from. */
    public static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private TestData() {
    }

    public static String id() {
        return UUID.randomUUID().toString();
    }

    public static Instant at(long secondsAfterT0) {
        return T0.plusSeconds(secondsAfterT0).truncatedTo(ChronoUnit.MICROS);
    }

    public static VendorBuilder aVendor() {
        return new VendorBuilder();
    }

    public static OfferBuilder anOffer() {
        return new OfferBuilder();
    }

    public static PositionBuilder aPosition() {
        return new PositionBuilder();
    }

    public static JournalEntryBuilder aJournalEntry() {
        return new JournalEntryBuilder();
    }

    public static ApiKey anApiKey(String vendorId) {
        return new ApiKey(id(), vendorId, Optional.of("erp"), EnumSet.of(Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE), T0,
                Optional.empty());
    }

    public static Warehouse aWarehouse(String label, String city, boolean primary) {
        return new Warehouse(id(), label, Optional.ofNullable(city), primary);
    }

    public static CatalogEntry aCatalogEntry(String name, String brand, Category category) {
        return new CatalogEntry(id(), name, brand, category, Optional.of(Unit.PIECE));
    }

    public static ProductJob aQueuedJob(String vendorId, String requestId, Instant createdAt) {
        return new ProductJob(id(), vendorId, requestId, JobState.QUEUED, 3, 0, 0, createdAt);
    }

    public static FeedSettings feedSettings(String vendorId) {
        return new FeedSettings(vendorId, "https://feeds.vendor.com.ua/offers.json", 6, ZoneId.of("Europe/Kyiv"),
                Optional.of(new byte[] {1, 2, 3}), Optional.of("203.0.114.7"), at(3600));
    }

    public static Notification aNotification(String vendorId, String requestId, Instant at) {
        return new Notification(id(), vendorId, at, "feed_http_error", "Your feed server answered HTTP 500 instead of 200.",
                Optional.ofNullable(requestId));
    }
}
