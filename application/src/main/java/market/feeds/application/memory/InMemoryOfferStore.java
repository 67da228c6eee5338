package market.feeds.application.memory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import market.feeds.application.model.Offer;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.port.out.PositionStore;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuFacts;
import market.feeds.domain.offer.SkuFacts.OpenPosition;
import market.feeds.domain.position.PositionState;

/**
 * Offers and sku mappings held in memory; thread-safe. A deleted offer keeps its mapping, so its sku
 * is still reported as mapped. {@code lock} of {@link #skuFacts} has nothing to lock here: the
 * in-memory transactions already run one at a time.
 */
public final class InMemoryOfferStore implements OfferStore, OfferUpdates {

    private final PositionStore positions;
    private final CatalogStore catalog;
    private final Map<String, Offer> offers = new HashMap<>();
    private final Set<String> deleted = new HashSet<>();
    /** (vendor id, sku) → ids of the offers ever mapped to it. */
    private final Map<List<String>, List<String>> mappings = new HashMap<>();

    /**
     * @param positions consulted for skus without a live offer, for the position still open
     * @param catalog   names the products of offers that share a sku
     */
    public InMemoryOfferStore(PositionStore positions, CatalogStore catalog) {
        this.positions = positions;
        this.catalog = catalog;
    }

    @Override
    public Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock) {
        Map<String, SkuFacts> found = new LinkedHashMap<>();
        List<String> withoutLiveOffer = new ArrayList<>();
        synchronized (this) {
            for (String sku : skus) {
                List<String> mapped = mappings.get(List.of(vendorId, sku));
                List<OfferSnapshot> live = mapped == null ? List.of() : mapped.stream()
                        .filter(id -> !deleted.contains(id)).map(id -> offers.get(id).snapshot()).toList();
                Map<String, String> names = live.size() > 1 ? names(live) : Map.of();
                found.put(sku, new SkuFacts(mapped != null, OpenPosition.NONE, live, names));
                if (live.isEmpty()) {
                    withoutLiveOffer.add(sku);
                }
            }
        }
        // Outside this store's monitor: the position store is another monitor, never held in the other order.
        for (String sku : withoutLiveOffer) {
            found.put(sku, new SkuFacts(found.get(sku).mapped(), openPosition(vendorId, sku), List.of()));
        }
        return found;
    }

    private Map<String, String> names(List<OfferSnapshot> live) {
        Map<String, String> names = new HashMap<>();
        for (OfferSnapshot offer : live) {
            catalog.byId(offers.get(offer.offerId()).catalogProductId())
                    .ifPresent(product -> names.put(offer.offerId(), product.name()));
        }
        return names;
    }

    private OpenPosition openPosition(String vendorId, String sku) {
        KeysetPage any = KeysetPage.first(1);
        if (!positions.list(vendorId, Optional.of(PositionState.PENDING_CATALOG), Optional.of(sku), any).isEmpty()) {
            return OpenPosition.PENDING_CATALOG;
        }
        return positions.list(vendorId, Optional.of(PositionState.AWAITING_REVIEW), Optional.of(sku), any).isEmpty()
                ? OpenPosition.NONE : OpenPosition.AWAITING_REVIEW;
    }

    @Override
    public synchronized void applyAll(Collection<OfferChange> changes) {
        for (OfferChange change : changes) {
            Offer stored = offers.get(change.offerId());
            if (stored == null || deleted.contains(stored.id())) {
                continue;
            }
            offers.put(stored.id(), new Offer(stored.id(), stored.vendorId(), stored.sku(), stored.catalogProductId(),
                    change.price(), change.stock(), change.moq(), change.discontinued(), stored.visibility(),
                    stored.complete(), stored.priceLadder(), stored.warehouseId(),
                    change.updatedAt().or(stored::updatedAt)));
        }
    }

    @Override
    public synchronized void insert(Offer offer) {
        if (offers.containsKey(offer.id())) {
            throw new IllegalStateException("offer " + offer.id() + " exists");
        }
        offers.put(offer.id(), offer);
        mappings.computeIfAbsent(List.of(offer.vendorId(), offer.sku()), key -> new ArrayList<>()).add(offer.id());
    }

    @Override
    public synchronized Optional<Offer> byId(String vendorId, String offerId) {
        return live(offerId).filter(offer -> offer.vendorId().equals(vendorId));
    }

    @Override
    public synchronized List<Offer> list(String vendorId, Optional<String> sku, KeysetPage page) {
        return offers.values().stream()
                .filter(offer -> offer.vendorId().equals(vendorId) && !deleted.contains(offer.id()))
                .filter(offer -> sku.map(offer.sku()::equals).orElse(true))
                .filter(offer -> page.after().map(after -> offer.id().compareTo(after) > 0).orElse(true))
                .sorted(Comparator.comparing(Offer::id))
                .limit(page.limit())
                .toList();
    }

    @Override
    public synchronized Set<String> skusWithLiveOffers(String vendorId, Set<String> skus) {
        return skus.stream().filter(sku -> mappings.getOrDefault(List.of(vendorId, sku), List.of()).stream()
                .anyMatch(id -> !deleted.contains(id))).collect(Collectors.toSet());
    }

    @Override
    public synchronized void update(Offer offer) {
        live(offer.id()).filter(stored -> stored.vendorId().equals(offer.vendorId())).ifPresent(stored ->
                offers.put(offer.id(), new Offer(stored.id(), stored.vendorId(), stored.sku(), stored.catalogProductId(),
                        stored.price(), stored.stock(), stored.moq(), stored.discontinued(), offer.visibility(),
                        offer.complete(), offer.priceLadder(), stored.warehouseId(), stored.updatedAt())));
    }

    @Override
    public synchronized boolean delete(String vendorId, String offerId) {
        if (byId(vendorId, offerId).isEmpty()) {
            return false;
        }
        deleted.add(offerId);
        return true;
    }

    synchronized boolean isLive(String vendorId, String offerId) {
        return byId(vendorId, offerId).isPresent();
    }

    private Optional<Offer> live(String offerId) {
        return deleted.contains(offerId) ? Optional.empty() : Optional.ofNullable(offers.get(offerId));
    }
}
