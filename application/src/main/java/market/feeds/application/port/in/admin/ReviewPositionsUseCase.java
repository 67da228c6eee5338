package market.feeds.application.port.in.admin;

import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;

/** Operator API: the review screen (positions), "confirm all", and product jobs. */
public interface ReviewPositionsUseCase {

    /** The vendor's positions, oldest first, read page by page as they are written out. */
    AdminResult<Listing<Position>> list(String vendorSlug, Optional<PositionState> state, Optional<String> sku);

    /**
     * Links the position and creates its offer (visibility defaults to published). From awaiting review the
     * suggestion is used when no id is given; from pending catalogue an id is required. Linked already → Conflict.
     */
    AdminResult<Position> link(String vendorSlug, String positionId, Optional<String> catalogProductId,
                               Optional<Visibility> visibility);

    /** Links every position awaiting review that has a suggestion; returns how many. */
    AdminResult<Integer> linkRecognised(String vendorSlug, Optional<Visibility> visibility);

    /** Moves a position awaiting review to pending catalogue. */
    AdminResult<Position> markUnrecognised(String vendorSlug, String positionId);

    AdminResult<ProductJob> job(String jobId);
}
