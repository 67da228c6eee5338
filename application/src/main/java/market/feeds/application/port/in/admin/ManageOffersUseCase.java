package market.feeds.application.port.in.admin;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;
import market.feeds.domain.offer.Visibility;

/** Operator API: dashboard-side offer changes (visibility, completeness, ladder, delete). */
public interface ManageOffersUseCase {

    /** The vendor's live offers in order of their ids, read page by page as they are written out. */
    AdminResult<Listing<Offer>> list(String vendorSlug, Optional<String> sku);

    AdminResult<Offer> create(String vendorSlug, NewOffer offer);

    AdminResult<Offer> update(String vendorSlug, String offerId, OfferPatch patch);

    AdminResult<Void> delete(String vendorSlug, String offerId);

    /** A new offer with a live mapping of its sku; visibility defaults to published, moq to 1. */
    record NewOffer(String sku, String catalogProductId, BigDecimal price, BigDecimal stock, Optional<BigDecimal> moq,
                    Optional<Visibility> visibility, Optional<String> warehouseId) {
    }

    /**
     * @param priceLadder absent = keep; present and empty = remove the ladder
     */
    record OfferPatch(Optional<Visibility> visibility, Optional<Boolean> complete,
                      Optional<List<PriceStep>> priceLadder) {
    }
}
