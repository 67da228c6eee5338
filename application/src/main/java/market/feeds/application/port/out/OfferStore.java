package market.feeds.application.port.out;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Offer;

/**
 * Offers and their sku mappings as the review screen and the vendor dashboard create, read, change and delete
 * them. A mapping stays when its offer is deleted, so the sku then resolves to {@code offer_missing}. The vendor
 * write path (PATCH and the pull) uses {@link OfferUpdates} instead.
 */
public interface OfferStore {

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

    /**
     * One page of the vendor's live (not deleted) offers, optionally only those of {@code sku}, in order of their
     * ids (the page's key).
     */
    List<Offer> list(String vendorId, Optional<String> sku, KeysetPage page);

    /** Those of {@code skus} that the vendor has a live (not deleted) offer with; every sku in one query. */
    Set<String> skusWithLiveOffers(String vendorId, Set<String> skus);

    /**
     * Dashboard-side change: writes only visibility, completeness and ladder of {@code offer}. Price, stock, moq,
     * the withdrawn flag and the ordering timestamp belong to PATCH and the pull and are left as stored, so an
     * edit prepared before a concurrent PATCH cannot write stale values back.
     */
    void update(Offer offer);

    /** Deletes the offer and keeps its mapping; false when the vendor has no such live offer. */
    boolean delete(String vendorId, String offerId);
}
