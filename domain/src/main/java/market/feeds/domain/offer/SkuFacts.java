package market.feeds.domain.offer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the stores found for one sku of a vendor, without a verdict: whether a mapping exists, the live offers the
 * mapping points to and, when it points to none, whether a position with the sku is still open (awaiting review or
 * pending catalogue). {@link SkuResolution#of} turns these facts into the resolution the update policy judges by.
 *
 * @param productNames the catalogue product's name of each live offer (by offer id), which the stores give only
 *                     when several live offers carry the sku: a {@code sku_ambiguous} detail names them
 */
public record SkuFacts(boolean mapped, OpenPosition openPosition, List<OfferSnapshot> liveOffers,
                       Map<String, String> productNames) {

    /** The furthest open position the vendor has with the sku; {@code NONE} when none is open. */
    public enum OpenPosition {
        NONE, AWAITING_REVIEW, PENDING_CATALOG;

        /** The further of two: pending catalogue is past review. */
        public OpenPosition orFurther(OpenPosition other) {
            return compareTo(other) >= 0 ? this : other;
        }
    }

    public SkuFacts {
        Objects.requireNonNull(openPosition, "openPosition");
        liveOffers = List.copyOf(liveOffers);
        productNames = Map.copyOf(productNames);
        if (!mapped && !liveOffers.isEmpty()) {
            throw new IllegalArgumentException("an unmapped sku has no offers");
        }
    }

    public SkuFacts(boolean mapped, OpenPosition openPosition, List<OfferSnapshot> liveOffers) {
        this(mapped, openPosition, liveOffers, Map.of());
    }

    /** These facts with the catalogue product names of their offers. */
    public SkuFacts withProductNames(Map<String, String> names) {
        return new SkuFacts(mapped, openPosition, liveOffers, names);
    }

    /** No mapping; {@code openPosition}: the vendor's position with the sku that is still open, if any. */
    public static SkuFacts unmapped(OpenPosition openPosition) {
        return new SkuFacts(false, openPosition, List.of());
    }

    /** A mapping whose live (not deleted) offers are {@code liveOffers}, in any order; no position open. */
    public static SkuFacts mapped(List<OfferSnapshot> liveOffers) {
        return new SkuFacts(true, OpenPosition.NONE, liveOffers);
    }

    /** The facts of two rows about one sku together: mapped if either is, every live offer, the further position. */
    public SkuFacts and(SkuFacts other) {
        List<OfferSnapshot> live = new ArrayList<>(liveOffers);
        live.addAll(other.liveOffers);
        Map<String, String> names = new HashMap<>(productNames);
        names.putAll(other.productNames);
        return new SkuFacts(mapped || other.mapped, openPosition.orFurther(other.openPosition), live, names);
    }
}
