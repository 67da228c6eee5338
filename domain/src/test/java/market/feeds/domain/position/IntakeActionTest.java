package market.feeds.domain.position;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** §2: unknown skus become positions for review; re-sent skus refresh and never duplicate a review. */
class IntakeActionTest {

    @Test
    void anUnknownSkuBecomesANewPositionForReview() {
        assertThat(IntakeAction.of(Optional.empty(), false)).isEqualTo(IntakeAction.NEW_POSITION);
    }

    @Test
    void aResentSkuAwaitingReviewOrCatalogueRefreshesThatPosition() {
        assertThat(IntakeAction.of(Optional.of(PositionState.AWAITING_REVIEW), false)).isEqualTo(IntakeAction.REFRESH_POSITION);
        assertThat(IntakeAction.of(Optional.of(PositionState.PENDING_CATALOG), false)).isEqualTo(IntakeAction.REFRESH_POSITION);
        assertThat(IntakeAction.of(Optional.of(PositionState.AWAITING_REVIEW), true)).isEqualTo(IntakeAction.REFRESH_POSITION);
    }

    @Test
    void aLinkedSkuRefreshesDescriptiveDataOnly() {
        assertThat(IntakeAction.of(Optional.of(PositionState.LINKED), true)).isEqualTo(IntakeAction.REFRESH_DESCRIPTION);
    }

    @Test
    void aLinkedSkuWhoseOfferIsGoneBecomesANewPosition() {
        assertThat(IntakeAction.of(Optional.of(PositionState.LINKED), false)).isEqualTo(IntakeAction.NEW_POSITION);
    }

    @Test
    void aSkuWithALiveOfferButNoPositionIsAlreadyLinkedAndNotReviewed() {
        assertThat(IntakeAction.of(Optional.empty(), true)).isEqualTo(IntakeAction.ALREADY_LINKED);
    }
}
