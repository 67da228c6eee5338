package market.feeds.application.service;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.application.model.PriceStep;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.Listing;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.VendorStore;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.offer.Visibility;

/** Operator API: dashboard-side offers (create with a live sku mapping, visibility, completeness, ladder, delete). */
public final class ManageOffersService implements ManageOffersUseCase {

    private final VendorStore vendors;
    private final OfferStore offers;
    private final CatalogStore catalog;
    private final WarehouseStore warehouses;
    private final IdGenerator ids;

    public ManageOffersService(VendorStore vendors, OfferStore offers, CatalogStore catalog, WarehouseStore warehouses,
                               IdGenerator ids) {
        this.vendors = vendors;
        this.offers = offers;
        this.catalog = catalog;
        this.warehouses = warehouses;
        this.ids = ids;
    }

    @Override
    public AdminResult<Listing<Offer>> list(String vendorSlug, Optional<String> sku) {
        Optional<String> trimmed = sku.map(FieldText::trim);
        return vendors.bySlug(vendorSlug)
                .<AdminResult<Listing<Offer>>>map(vendor -> AdminResult.ok(Listing.inPages(
                        page -> offers.list(vendor.id(), trimmed, page), Offer::id)))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    @Override
    public AdminResult<Offer> create(String vendorSlug, NewOffer offer) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        String sku = offer.sku() == null ? "" : FieldText.trim(offer.sku());
        if (sku.isEmpty() || FieldText.tooLong(sku, OfferFields.SKU)) {
            return AdminResult.invalid("/sku", "a sku is 1 to " + OfferFields.SKU.limit() + " characters");
        }
        if (offer.catalogProductId() == null || catalog.byId(offer.catalogProductId()).isEmpty()) {
            return AdminResult.invalid("/catalog_product_id", "no such catalogue product");
        }
        if (offer.price() == null || offer.price().signum() <= 0) {
            return AdminResult.invalid("/price", "price must be greater than 0");
        }
        if (offer.stock() == null || offer.stock().signum() < 0) {
            return AdminResult.invalid("/stock", "stock must be 0 or more");
        }
        BigDecimal moq = offer.moq().orElse(BigDecimal.ONE);
        if (moq.signum() <= 0) {
            return AdminResult.invalid("/moq", "moq must be greater than 0");
        }
        String vendorId = vendor.get().id();
        if (offer.warehouseId().isPresent()
                && warehouses.forVendor(vendorId).stream().noneMatch(w -> w.id().equals(offer.warehouseId().get()))) {
            return AdminResult.invalid("/warehouse_id", "the vendor has no such warehouse");
        }
        Offer created = new Offer(ids.newId(), vendorId, sku, offer.catalogProductId(), offer.price(), offer.stock(), moq,
                false, offer.visibility().orElse(Visibility.PUBLISHED), true, List.of(), offer.warehouseId(),
                Optional.empty());
        offers.insert(created);
        return AdminResult.ok(created);
    }

    @Override
    public AdminResult<Offer> update(String vendorSlug, String offerId, OfferPatch patch) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        Optional<Offer> stored = offers.byId(vendor.get().id(), offerId);
        if (stored.isEmpty()) {
            return AdminResult.notFound("vendor " + vendorSlug + " has no offer " + offerId);
        }
        Offer o = stored.get();
        List<PriceStep> ladder = patch.priceLadder().orElse(o.priceLadder());
        if (ladder.stream().map(step -> step.minQty().stripTrailingZeros()).distinct().count() != ladder.size()) {
            return AdminResult.invalid("/price_ladder", "each rung of a ladder has its own min_qty");
        }
        Offer changed = new Offer(o.id(), o.vendorId(), o.sku(), o.catalogProductId(), o.price(), o.stock(), o.moq(),
                o.discontinued(), patch.visibility().orElse(o.visibility()), patch.complete().orElse(o.complete()),
                ladder, o.warehouseId(), o.updatedAt());
        offers.update(changed);
        return AdminResult.ok(changed);
    }

    @Override
    public AdminResult<Void> delete(String vendorSlug, String offerId) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        if (!offers.delete(vendor.get().id(), offerId)) {
            return AdminResult.notFound("vendor " + vendorSlug + " has no offer " + offerId);
        }
        return AdminResult.done();
    }
}
