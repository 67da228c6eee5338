package market.feeds.application.service;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.position.PositionState;

/** Operator console: a bounded page of positions, so a backlog of 20,000 never loads at once. */
public final class PageReviewService implements PageReviewUseCase {

    private final VendorStore vendors;
    private final PositionStore positions;
    private final CatalogStore catalog;

    public PageReviewService(VendorStore vendors, PositionStore positions, CatalogStore catalog) {
        this.vendors = vendors;
        this.positions = positions;
        this.catalog = catalog;
    }

    @Override
    public AdminResult<ReviewPage> page(String vendorSlug, PositionState state, int offset, int limit) {
        int from = Math.max(0, offset);
        int size = Math.min(Math.max(1, limit), MAX_LIMIT);
        return vendors.bySlug(vendorSlug).<AdminResult<ReviewPage>>map(vendor -> {
            List<ReviewRow> rows = positions.page(vendor.id(), state, from, size).stream()
                    .map(this::row).toList();
            return AdminResult.ok(new ReviewPage(rows, positions.count(vendor.id(), state), from, size));
        }).orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    /** The operator API's listing query, one page of it: {@code positions_vendor_sku} finds the sku's few rows. */
    @Override
    public AdminResult<SkuMatches> withSku(String vendorSlug, PositionState state, String sku, int limit) {
        int size = Math.min(Math.max(1, limit), MAX_LIMIT);
        return vendors.bySlug(vendorSlug).<AdminResult<SkuMatches>>map(vendor -> {
            List<ReviewRow> found = positions.list(vendor.id(), Optional.of(state), Optional.of(sku),
                    KeysetPage.first(size + 1)).stream().map(this::row).toList();
            return AdminResult.ok(new SkuMatches(found.subList(0, Math.min(size, found.size())), found.size() > size));
        }).orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    @Override
    public AdminResult<ReviewRow> position(String vendorSlug, String positionId) {
        return vendors.bySlug(vendorSlug).<AdminResult<ReviewRow>>map(vendor -> positions.byId(vendor.id(), positionId)
                .<AdminResult<ReviewRow>>map(position -> AdminResult.ok(row(position)))
                .orElseGet(() -> AdminResult.notFound("vendor " + vendorSlug + " has no position " + positionId)))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    private ReviewRow row(Position position) {
        return new ReviewRow(position, position.suggestedCatalogProductId().flatMap(catalog::byId));
    }

    @Override
    public AdminResult<Integer> recognised(String vendorSlug) {
        return vendors.bySlug(vendorSlug).<AdminResult<Integer>>map(vendor ->
                AdminResult.ok(positions.countAwaitingWithSuggestion(vendor.id())))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }
}
