package market.feeds.application.port.out;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Offer;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;

/**
 * Offers and their sku mappings. A mapping stays when its offer is deleted, so the sku then resolves to
 * {@code offer_missing}.
 */
public interface OfferStore {

    /**
     * Looks up what the vendor's skus point to, every sku in one query, as facts (mapping, pending position, live
     * offers); {@link market.feeds.domain.offer.SkuResolution#of} decides what they mean. Inside a transaction
     * with {@code lock} the values read stay the newest until the transaction ends, and concurrent updates
     * naming the same skus in any order serialize without deadlock. Every requested sku has an entry.
     */
    Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock);

    /** Writes the new values of all changed offers with one statement per kind of change. */
    void applyAll(Collection<OfferChange> changes);

    /** Inserts the offer and a live mapping of its sku to it. */
    void insert(Offer offer);

    /**
     * Inserts the offers and their mappings ("confirm all" on the review screen). The default inserts one by
     * one; a database adapter overrides it with one batch.
     */
    default void insertAll(Collection<Offer> offers) {
        offers.forEach(this::insert);
    }

    Optional<Offer> byId(String vendorId, String offerId);

    /** Live (not deleted) offers of the vendor, optionally only those mapped to {@code sku}. */
    List<Offer> list(String vendorId, Optional<String> sku);

    /**
     * Dashboard-side change: writes only visibility, completeness and ladder of {@code offer}. Price, stock, moq,
     * the withdrawn flag and the ordering timestamp belong to PATCH and the pull and are left as stored, so an
     * edit prepared before a concurrent PATCH cannot write stale values back.
     */
    void update(Offer offer);

    /** Deletes the offer and keeps its mapping; false when the vendor has no such live offer. */
    boolean delete(String vendorId, String offerId);
}
