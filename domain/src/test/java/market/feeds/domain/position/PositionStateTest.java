package market.feeds.domain.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The contract's States table: a new position awaits review; review links it or sends it to the catalogue. */
class PositionStateTest {

    @Test
    void anAcceptedRowCreatesAPositionAwaitingReview() {
        assertThat(PositionState.initial()).isEqualTo(PositionState.AWAITING_REVIEW);
    }

    @ParameterizedTest
    @CsvSource({"AWAITING_REVIEW,LINKED", "AWAITING_REVIEW,PENDING_CATALOG", "PENDING_CATALOG,LINKED"})
    void theContractsTransitionsAreAllowed(PositionState from, PositionState to) {
        assertThat(from.canMoveTo(to)).isTrue();
        assertThat(from.moveTo(to)).isEqualTo(to);
    }

    @ParameterizedTest
    @CsvSource({"AWAITING_REVIEW,AWAITING_REVIEW", "PENDING_CATALOG,AWAITING_REVIEW", "PENDING_CATALOG,PENDING_CATALOG",
            "LINKED,AWAITING_REVIEW", "LINKED,PENDING_CATALOG", "LINKED,LINKED"})
    void everyOtherTransitionIsRefused(PositionState from, PositionState to) {
        assertThat(from.canMoveTo(to)).isFalse();
        assertThatThrownBy(() -> from.moveTo(to)).isInstanceOf(IllegalTransition.class)
                .hasMessageContaining(from.wire()).hasMessageContaining(to.wire());
    }

    @Test
    void wireNamesAreTheOperatorApiStates() {
        assertThat(PositionState.AWAITING_REVIEW.wire()).isEqualTo("awaiting_review");
        assertThat(PositionState.fromWire("pending_catalog")).contains(PositionState.PENDING_CATALOG);
        assertThat(PositionState.fromWire("linked")).contains(PositionState.LINKED);
        assertThat(PositionState.fromWire("LINKED")).isEmpty();
    }
}
