package market.feeds.domain.offer;

import java.util.List;
import java.util.Objects;

/** What the vendor's sku names, looked up by the use case before the update policy decides. */
public sealed interface SkuResolution {

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
