package market.feeds.domain.offer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** What the vendor's sku names, decided from the stores' facts before the update policy decides. */
public sealed interface SkuResolution {

    /**
     * The one rule from facts to verdict: one live offer resolves the sku, several make it ambiguous (listed by offer
     * id, with each one's catalogue product name where the store gave it). Without a live offer, an open position is
     * the newest fact about the sku: a position pending catalogue is {@code sku_pending_catalog} and one awaiting
     * review {@code sku_unknown} (operations contract §2: "no live mapping yet"), also where an older mapping outlived
     * its offer, as after a deleted offer's sku was resent through {@code POST /v1/products}; only a mapping with
     * neither is {@code offer_missing} (decision 0209).
     */
    static SkuResolution of(SkuFacts facts) {
        List<OfferSnapshot> live = facts.liveOffers();
        if (live.size() == 1) {
            return new Resolved(live.get(0));
        }
        if (live.size() > 1) {
            return new Ambiguous(live.stream().map(OfferSnapshot::offerId).sorted()
                    .map(id -> "offer " + id + named(facts.productNames().get(id))).toList());
        }
        return switch (facts.openPosition()) {
            case PENDING_CATALOG -> new PendingCatalog();
            case AWAITING_REVIEW -> new Unknown();
            case NONE -> facts.mapped() ? new OfferMissing() : new Unknown();
        };
    }

    /** The vendor knows its offers by product, not by id (contract: the detail "lists the vendor's products"). */
    private static String named(String productName) {
        return productName == null ? "" : " (" + productName + ")";
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
