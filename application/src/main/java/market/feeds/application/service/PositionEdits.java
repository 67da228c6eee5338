package market.feeds.application.service;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.domain.Warning;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.position.RefreshedTimestamp;
import market.feeds.domain.product.ProductCandidate;

/** The changes a position undergoes besides its life-cycle moves (which {@link Position} itself makes). */
final class PositionEdits {

    private PositionEdits() {
    }

    /** A new position for review, from an accepted product row. */
    static Position created(String id, String vendorId, ProductCandidate row, Optional<String> warehouseId,
                            List<Warning> warnings, String requestId, String jobId) {
        return new Position(id, vendorId, row.sku(), row.name(), row.brand(), row.category(), row.unit(), row.price(),
                row.stock(), row.moq(), warehouseId, row.description(), row.updatedAt(), PositionState.initial(),
                Optional.empty(), requestId, row.index(), warnings, Optional.of(jobId), Optional.empty());
    }

    /**
     * Not linked yet: every value of the row replaces the stored one, but an omitted {@code updated_at} keeps the
     * stored one ({@link RefreshedTimestamp}); state and suggestion stay.
     */
    static Position refreshedUnlinked(Position p, ProductCandidate row, Optional<String> warehouseId,
                                      List<Warning> warnings, String requestId, Optional<String> jobId) {
        return new Position(p.id(), p.vendorId(), p.sku(), row.name(), row.brand(), row.category(), row.unit(),
                row.price(), row.stock(), row.moq(), warehouseId, row.description(),
                RefreshedTimestamp.of(p.updatedAt(), row.updatedAt()), p.state(), p.suggestedCatalogProductId(),
                requestId, row.index(), warnings, jobId, p.offerId());
    }

    /** Linked: descriptive data only; price, stock and moq change through PATCH /v1/offers (§2). */
    static Position refreshedLinked(Position p, ProductCandidate row, Optional<String> warehouseId,
                                    List<Warning> warnings, String requestId) {
        return new Position(p.id(), p.vendorId(), p.sku(), row.name(), row.brand(), row.category(), row.unit(),
                p.price(), p.stock(), p.moq(), warehouseId, row.description(),
                RefreshedTimestamp.of(p.updatedAt(), row.updatedAt()), p.state(), p.suggestedCatalogProductId(),
                requestId, row.index(), warnings, p.jobId(), p.offerId());
    }

    static Position suggested(Position p, String catalogProductId) {
        return new Position(p.id(), p.vendorId(), p.sku(), p.name(), p.brand(), p.category(), p.unit(), p.price(),
                p.stock(), p.moq(), p.warehouseId(), p.description(), p.updatedAt(), p.state(),
                Optional.of(catalogProductId), p.requestId(), p.index(), p.warnings(), p.jobId(), p.offerId());
    }
}
