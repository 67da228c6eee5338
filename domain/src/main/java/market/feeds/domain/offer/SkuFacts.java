package market.feeds.domain.offer;

import java.util.List;

/**
 * What the stores found for one sku of a vendor, without a verdict: whether a mapping exists, whether a
 * position with the sku waits for the catalogue team, and the live offers the mapping points to.
 * {@link SkuResolution#of} turns these facts into the resolution the update policy judges by.
 */
public record SkuFacts(boolean mapped, boolean pendingCatalog, List<OfferSnapshot> liveOffers) {

    public SkuFacts {
        liveOffers = List.copyOf(liveOffers);
        if (!mapped && !liveOffers.isEmpty()) {
            throw new IllegalArgumentException("an unmapped sku has no offers");
        }
    }

    /** No mapping; {@code pendingCatalog} when a position with the sku is pending catalogue. */
    public static SkuFacts unmapped(boolean pendingCatalog) {
        return new SkuFacts(false, pendingCatalog, List.of());
    }

    /** A mapping whose live (not deleted) offers are {@code liveOffers}, in any order. */
    public static SkuFacts mapped(List<OfferSnapshot> liveOffers) {
        return new SkuFacts(true, false, liveOffers);
    }
}
