package market.feeds.domain.offer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** What the vendor's sku names, decided from the stores' facts before the update policy decides. */
public sealed interface SkuResolution {

    /**
     * The one rule from facts to verdict: a mapping wins over a pending position (the mapping is the newer
     * fact); a mapping without a live offer is {@code offer_missing}; two or more live offers are ambiguous,
     * listed by offer id.
     */
    static SkuResolution of(SkuFacts facts) {
        if (!facts.mapped()) {
            return facts.pendingCatalog() ? new PendingCatalog() : new Unknown();
        }
        List<OfferSnapshot> live = facts.liveOffers();
        if (live.isEmpty()) {
            return new OfferMissing();
        }
        if (live.size() == 1) {
            return new Resolved(live.get(0));
        }
        return new Ambiguous(live.stream().map(OfferSnapshot::offerId).sorted().map(id -> "offer " + id).toList());
    }

    /** {@link #of} for every sku of a lookup. */
    static Map<String, SkuResolution> ofAll(Map<String, SkuFacts> facts) {
        Map<String, SkuResolution> resolutions = new HashMap<>(facts.size() * 2);
        facts.forEach((sku, found) -> resolutions.put(sku, of(found)));
        return resolutions;
    }

    /** No live mapping (never sent, or the position still awaits review): {@code sku_unknown}. */
    record Unknown() implements SkuResolution {
    }

    /** The position waits for the catalogue team: {@code sku_pending_catalog}. */
    record PendingCatalog() implements SkuResolution {
    }

    /** Several of the vendor's offers carry the sku: {@code sku_ambiguous}. */
    record Ambiguous(List<String> offers) implements SkuResolution {
        /** @param offers human-readable, e.g. {@code offer <id> (<product name>)} */
        public Ambiguous {
            offers = List.copyOf(offers);
            if (offers.size() < 2) {
                throw new IllegalArgumentException("an ambiguous sku names at least two offers");
            }
        }
    }

    /** The mapping is live but its offer was deleted: {@code offer_missing}. */
    record OfferMissing() implements SkuResolution {
    }

    record Resolved(OfferSnapshot offer) implements SkuResolution {
        public Resolved {
            Objects.requireNonNull(offer, "offer");
        }
    }
}
