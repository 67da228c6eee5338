package market.feeds.application.port.out;

import java.util.Collection;
import java.util.Map;
import java.util.Set;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;

/**
 * The offers as the vendor write path sees them ({@code PATCH /v1/offers} and the feed pull): what a payload's
 * skus point to, and one batch write of the changes. The dashboard's create/read/update/delete is {@link OfferStore}.
 */
public interface OfferUpdates {

    /**
     * Looks up what the vendor's skus point to, every sku in one query, as facts (mapping, pending position, live
     * offers); {@link market.feeds.domain.offer.SkuResolution#of} decides what they mean. Inside a transaction
     * with {@code lock} the values read stay the newest until the transaction ends, and concurrent updates
     * naming the same skus in any order serialize without deadlock. Every requested sku has an entry.
     */
    Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock);

    /** Writes the new values of all changed offers with one statement per kind of change. */
    void applyAll(Collection<OfferChange> changes);
}
