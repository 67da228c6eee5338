package market.feeds.adapters.jdbc.store;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import javax.sql.DataSource;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import market.feeds.domain.write.WriteKind;

/** Test data written through the stores themselves: vendors, catalogue products, offers, positions, journal rows. */
final class Fixtures {

    static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    final JdbcStores stores;

    Fixtures(DataSource dataSource) {
        this.stores = JdbcStores.create(dataSource);
    }

    Fixtures(JdbcStores stores) {
        this.stores = stores;
    }

    static String newId() {
        return UUID.randomUUID().toString();
    }

    Vendor vendor() {
        String id = newId();
        Vendor vendor = new Vendor(id, "v-" + id.substring(0, 8), "Vendor " + id.substring(0, 8), true, true);
        stores.vendors().insert(vendor);
        return vendor;
    }

    CatalogEntry product() {
        CatalogEntry entry = new CatalogEntry(newId(), "Hybrid seed P64", "Pioneer", Category.SEEDS, Optional.of(Unit.BAG));
        stores.catalog().insertAll(List.of(entry));
        return entry;
    }

    /** A published, complete, listed offer of price 10, stock 5, moq 1, never timestamped. */
    static Offer offer(String vendorId, String sku, String catalogProductId) {
        return new Offer(newId(), vendorId, sku, catalogProductId, new BigDecimal("10"), new BigDecimal("5"),
                BigDecimal.ONE, false, Visibility.PUBLISHED, true, List.of(), Optional.empty(), Optional.empty());
    }

    Offer insertOffer(String vendorId, String sku) {
        Offer offer = offer(vendorId, sku, product().id());
        stores.offers().insert(offer);
        return offer;
    }

    static Position position(String vendorId, Optional<String> sku, String requestId) {
        return new Position(newId(), vendorId, sku, "Hybrid seed P64", "Pioneer", Category.SEEDS, Unit.BAG,
                new BigDecimal("12.5"), new BigDecimal("100"), BigDecimal.ONE, Optional.empty(), Optional.empty(),
                Optional.of(T0), PositionState.AWAITING_REVIEW, Optional.empty(), requestId, 0, List.of(),
                Optional.empty(), Optional.empty());
    }

    static JournalEntry journalEntry(String vendorId, String requestId, Instant createdAt) {
        return new JournalEntry(requestId, vendorId, Source.API, WriteKind.OFFER_UPDATE.journalLabel(), false, createdAt,
                createdAt.plusMillis(250), RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.empty(),
                OptionalInt.empty(), OptionalInt.of(1), OptionalInt.of(0), OptionalInt.of(0), 0, Optional.empty(),
                List.of());
    }

    String journaledRequest(String vendorId, Instant createdAt) {
        String requestId = newId();
        stores.journal().record(journalEntry(vendorId, requestId, createdAt));
        return requestId;
    }
}
