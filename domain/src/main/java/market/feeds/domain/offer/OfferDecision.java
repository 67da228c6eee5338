package market.feeds.domain.offer;

import java.util.Objects;
import market.feeds.domain.Rejection;

/** The outcome of one offer row: applied (counted), unchanged (nothing written) or rejected. */
public sealed interface OfferDecision {

    /** @param notPublished after the change the offer is not visible to farmers (§2 {@code not_published}) */
    record Apply(int index, String sku, OfferChange change, boolean notPublished) implements OfferDecision {
        public Apply {
            Objects.requireNonNull(sku, "sku");
            Objects.requireNonNull(change, "change");
        }
    }

    record Unchanged(int index, String sku) implements OfferDecision {
        public Unchanged {
            Objects.requireNonNull(sku, "sku");
        }
    }

    record Rejected(Rejection rejection) implements OfferDecision {
        public Rejected {
            Objects.requireNonNull(rejection, "rejection");
        }
    }
}
