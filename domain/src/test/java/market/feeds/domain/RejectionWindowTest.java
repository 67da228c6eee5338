package market.feeds.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;

/** Rejections are ordered by item index; the response carries the first 20; the first 1000 are kept. */
class RejectionWindowTest {

    private static List<Rejection> rejections(int count) {
        List<Rejection> rejections = new ArrayList<>();
        for (int i = count - 1; i >= 0; i--) {
            rejections.add(Rejection.of(i, null, RowCode.SKU_UNKNOWN));
        }
        return rejections;
    }

    @Test
    void rejectionsAreOrderedByItemIndex() {
        assertThat(RejectionWindow.ordered(rejections(5))).extracting(Rejection::index).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void theResponseCarriesTheFirst20() {
        List<Rejection> ordered = RejectionWindow.ordered(rejections(25));
        assertThat(RejectionWindow.inResponse(ordered)).hasSize(20).last().extracting(Rejection::index).isEqualTo(19);
        assertThat(RejectionWindow.inResponse(ordered.subList(0, 3))).hasSize(3);
    }

    @Test
    void theFirst1000AreStored() {
        List<Rejection> ordered = RejectionWindow.ordered(rejections(1001));
        assertThat(RejectionWindow.stored(ordered)).hasSize(1000).last().extracting(Rejection::index).isEqualTo(999);
    }
}
