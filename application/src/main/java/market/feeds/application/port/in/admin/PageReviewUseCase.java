package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Position;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.position.PositionState;

/** Operator console: one page of the review screen, each position beside its catalogue suggestion. */
public interface PageReviewUseCase {

    int MAX_LIMIT = 200;

    AdminResult<ReviewPage> page(String vendorSlug, PositionState state, int offset, int limit);

    /**
     * The vendor's positions in {@code state} whose sku is exactly {@code sku}, oldest first, at most {@code limit}
     * (cut to 1 to {@link #MAX_LIMIT}): the operator API's sku filter, for finding one position among many.
     */
    AdminResult<SkuMatches> withSku(String vendorSlug, PositionState state, String sku, int limit);

    /** One position of the vendor beside its suggestion (the pick page names what is being linked). */
    AdminResult<ReviewRow> position(String vendorSlug, String positionId);

    /** How many positions "link all recognised" would link now (awaiting review, with a suggestion). */
    AdminResult<Integer> recognised(String vendorSlug);

    record ReviewRow(Position position, Optional<CatalogEntry> suggestion) {
    }

    /** @param more whether more positions have the sku than were read */
    record SkuMatches(List<ReviewRow> rows, boolean more) {
        public SkuMatches {
            rows = List.copyOf(rows);
        }
    }

    /** @param total positions in this state, for the pager */
    record ReviewPage(List<ReviewRow> rows, int total, int offset, int limit) {
        public ReviewPage {
            rows = List.copyOf(rows);
        }
    }
}
