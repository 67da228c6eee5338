package market.feeds.application.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.Listing;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;

/**
 * Operator API: the review screen. Linking creates the position's offer from its data (decision 0203), so
 * PATCH works on its sku from then on.
 */
public final class ReviewPositionsService implements ReviewPositionsUseCase {

    private final VendorStore vendors;
    private final PositionStore positions;
    private final OfferStore offers;
    private final CatalogStore catalog;
    private final ProductJobQueue jobs;
    private final Transactions transactions;
    private final IdGenerator ids;

    public ReviewPositionsService(VendorStore vendors, PositionStore positions, OfferStore offers, CatalogStore catalog,
                                  ProductJobQueue jobs, Transactions transactions, IdGenerator ids) {
        this.vendors = vendors;
        this.positions = positions;
        this.offers = offers;
        this.catalog = catalog;
        this.jobs = jobs;
        this.transactions = transactions;
        this.ids = ids;
    }

    @Override
    public AdminResult<Listing<Position>> list(String vendorSlug, Optional<PositionState> state,
                                               Optional<String> sku) {
        Optional<String> trimmed = sku.map(FieldText::trim);
        return vendors.bySlug(vendorSlug)
                .<AdminResult<Listing<Position>>>map(vendor -> AdminResult.ok(Listing.inPages(
                        page -> positions.list(vendor.id(), state, trimmed, page), Position::id)))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    @Override
    public AdminResult<Position> link(String vendorSlug, String positionId, Optional<String> catalogProductId,
                                      Optional<Visibility> visibility) {
        return onPosition(vendorSlug, positionId, position -> {
            if (position.state() == PositionState.LINKED) {
                return AdminResult.conflict("position " + positionId + " is already linked");
            }
            Optional<String> target = catalogProductId.or(() -> position.state() == PositionState.AWAITING_REVIEW
                    ? position.suggestedCatalogProductId() : Optional.empty());
            if (target.isEmpty()) {
                return AdminResult.invalid("/catalog_product_id", position.state() == PositionState.PENDING_CATALOG
                        ? "a position pending catalogue needs the id of the product the catalogue team created"
                        : "the position has no suggestion; name the catalogue product");
            }
            if (catalog.byId(target.get()).isEmpty()) {
                return AdminResult.invalid("/catalog_product_id", "no such catalogue product");
            }
            Offer offer = offerOf(position, target.get(), visibility);
            offers.insert(offer);
            Position linked = position.linkedTo(target.get(), offer.id());
            positions.updateAll(List.of(linked));
            return AdminResult.ok(linked);
        });
    }

    @Override
    public AdminResult<Integer> linkRecognised(String vendorSlug, Optional<Visibility> visibility) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        return transactions.inTransaction(() -> {
            positions.holdForWriting(vendor.get().id());
            List<Position> recognised = positions.awaitingWithSuggestion(vendor.get().id());
            List<Offer> created = new ArrayList<>(recognised.size());
            List<Position> linked = new ArrayList<>(recognised.size());
            for (Position position : recognised) {
                String catalogProductId = position.suggestedCatalogProductId().orElseThrow();
                Offer offer = offerOf(position, catalogProductId, visibility);
                created.add(offer);
                linked.add(position.linkedTo(catalogProductId, offer.id()));
            }
            offers.insertAll(created);
            positions.updateAll(linked);
            return AdminResult.ok(linked.size());
        });
    }

    @Override
    public AdminResult<Position> markUnrecognised(String vendorSlug, String positionId) {
        return onPosition(vendorSlug, positionId, position -> {
            if (!position.state().canMoveTo(PositionState.PENDING_CATALOG)) {
                return AdminResult.conflict("position " + positionId + " is " + position.state().wire());
            }
            Position moved = position.unrecognised();
            positions.updateAll(List.of(moved));
            return AdminResult.ok(moved);
        });
    }

    @Override
    public AdminResult<ProductJob> job(String jobId) {
        return jobs.byId(jobId).map(AdminResult::ok).orElseGet(() -> AdminResult.notFound("no job " + jobId));
    }

    /** Runs {@code change} in one transaction on the vendor's position; not found when either is missing. */
    private <T> AdminResult<T> onPosition(String vendorSlug, String positionId, Function<Position, AdminResult<T>> change) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        return transactions.inTransaction(() -> {
            positions.holdForWriting(vendor.get().id());
            return positions.byId(vendor.get().id(), positionId).map(change)
                    .orElseGet(() -> AdminResult.notFound("vendor " + vendorSlug + " has no position " + positionId));
        });
    }

    /**
     * The linked position's offer: its values, its warehouse, its {@code updated_at} as the ordering timestamp,
     * complete, listed, published unless told otherwise. A position without sku gets an offer with an empty sku,
     * which no PATCH can name (decision 0203).
     */
    private Offer offerOf(Position position, String catalogProductId, Optional<Visibility> visibility) {
        return new Offer(ids.newId(), position.vendorId(), position.sku().orElse(""), catalogProductId,
                position.price(), position.stock(), position.moq(), false, visibility.orElse(Visibility.PUBLISHED), true,
                List.of(), position.warehouseId(), position.updatedAt());
    }
}
