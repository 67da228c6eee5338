package market.feeds.domain.offer;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;

/**
 * The sku stage of an offer row, in RowCode order: sku resolution, the timestamp ordering rules, the
 * publication check on relisting, the price ladder. A row is atomic: any rejection writes nothing.
 */
public final class OfferUpdatePolicy {

    /** The contract's words ("offer incomplete or account may not publish") plus the operator API flag behind each. */
    static final String OFFER_INCOMPLETE = "offer incomplete (complete is false)";
    static final String MAY_NOT_PUBLISH = "account may not publish (may_publish is false)";

    private OfferUpdatePolicy() {
    }

    public static OfferDecision decide(OfferChangeRequest request, SkuResolution resolution, boolean vendorMayPublish) {
        if (resolution instanceof SkuResolution.Unknown) {
            return reject(request, RowCode.SKU_UNKNOWN);
        }
        if (resolution instanceof SkuResolution.PendingCatalog) {
            return reject(request, RowCode.SKU_PENDING_CATALOG);
        }
        if (resolution instanceof SkuResolution.Ambiguous ambiguous) {
            return reject(request, RowCode.SKU_AMBIGUOUS,
                    "several offers carry this sku: " + String.join(", ", ambiguous.offers()));
        }
        if (resolution instanceof SkuResolution.OfferMissing) {
            return reject(request, RowCode.OFFER_MISSING);
        }
        return decide(request, ((SkuResolution.Resolved) resolution).offer(), vendorMayPublish);
    }

    private static OfferDecision decide(OfferChangeRequest request, OfferSnapshot stored, boolean vendorMayPublish) {
        OfferChange change = new OfferChange(stored.offerId(),
                request.price().orElse(stored.price()),
                request.stock().orElse(stored.stock()),
                request.moq().orElse(stored.moq()),
                request.discontinued().orElse(stored.discontinued()),
                request.updatedAt().or(stored::updatedAt));
        boolean changes = differs(change, stored);
        Optional<Instant> sent = request.updatedAt();
        if (sent.isPresent() && stored.updatedAt().isPresent()) {
            int order = sent.get().compareTo(stored.updatedAt().get());
            if (order < 0) {
                return reject(request, RowCode.STALE_UPDATE, DateTimeFormatter.ISO_INSTANT.format(stored.updatedAt().get()));
            }
            if (order == 0 && changes) {
                return reject(request, RowCode.EQUAL_TIMESTAMP_CONFLICT);
            }
        }
        // A ladder refuses any flat price, even the stored one sent again: the API does not manage its price.
        boolean refusedPrice = stored.priceLadder() && request.price().isPresent();
        if (!changes && !refusedPrice) {
            // Nothing is written, the stored timestamp included, even when a newer one was sent.
            return new OfferDecision.Unchanged(request.index(), request.sku());
        }
        List<String> relistRefusals = relistRefusals(stored, change, vendorMayPublish);
        if (!relistRefusals.isEmpty()) {
            return reject(request, RowCode.RELIST_BLOCKED, String.join("; ", relistRefusals));
        }
        if (refusedPrice) {
            return reject(request, RowCode.PRICE_TIERED);
        }
        boolean notPublished = stored.visibility() != Visibility.PUBLISHED || change.discontinued();
        return new OfferDecision.Apply(request.index(), request.sku(), change, notPublished);
    }

    /** Only withdrawn → listed is a relist; false on a listed offer is no change at all. */
    private static List<String> relistRefusals(OfferSnapshot stored, OfferChange change, boolean vendorMayPublish) {
        List<String> reasons = new ArrayList<>(2);
        if (stored.discontinued() && !change.discontinued()) {
            if (!stored.complete()) {
                reasons.add(OFFER_INCOMPLETE);
            }
            if (!vendorMayPublish) {
                reasons.add(MAY_NOT_PUBLISH);
            }
        }
        return reasons;
    }

    /** Numbers compare by value: 10 equals 10.00. */
    private static boolean differs(OfferChange change, OfferSnapshot stored) {
        return !same(change.price(), stored.price()) || !same(change.stock(), stored.stock())
                || !same(change.moq(), stored.moq()) || change.discontinued() != stored.discontinued();
    }

    private static boolean same(BigDecimal a, BigDecimal b) {
        return a.compareTo(b) == 0;
    }

    private static OfferDecision reject(OfferChangeRequest request, RowCode code) {
        return new OfferDecision.Rejected(Rejection.of(request.index(), request.sku(), code));
    }

    private static OfferDecision reject(OfferChangeRequest request, RowCode code, String detail) {
        return new OfferDecision.Rejected(Rejection.withDetail(request.index(), request.sku(), code, detail));
    }
}
