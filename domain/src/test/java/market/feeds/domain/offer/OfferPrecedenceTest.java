package market.feeds.domain.offer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Offer rows follow the order of the 20 row codes too (operations contract §2). */
class OfferPrecedenceTest {

    private static Rejection rejectionOfRowUnderTest(Set<OfferFault> faults) {
        List<Rejection> rejections = OfferFeedJudge.judge(OfferFault.payloadWith(faults)).rejections();
        assertThat(rejections).extracting(Rejection::index).containsExactly(1);
        return rejections.get(0);
    }

    @ParameterizedTest
    @EnumSource(OfferFault.class)
    void eachFaultAloneReportsItsOwnCode(OfferFault fault) {
        assertThat(rejectionOfRowUnderTest(EnumSet.of(fault)).reason()).isEqualTo(fault.code);
    }

    static List<Arguments> everyCombinablePair() {
        List<Arguments> pairs = new ArrayList<>();
        for (OfferFault earlier : OfferFault.values()) {
            for (OfferFault later : OfferFault.values()) {
                if (earlier.ordinal() < later.ordinal() && OfferFault.combinable(Set.of(earlier, later))) {
                    pairs.add(Arguments.of(earlier, later));
                }
            }
        }
        return pairs;
    }

    /** Every combinable subset of the field checks, exhaustively: the earliest code is reported. */
    @ParameterizedTest
    @MethodSource("everyCombinableSubset")
    void aRowFailingEveryCombinableSubsetReportsTheEarliest(Set<OfferFault> faults) {
        RowCode earliest = faults.stream().map(fault -> fault.code).min(Enum::compareTo).orElseThrow();
        assertThat(rejectionOfRowUnderTest(faults).reason()).isEqualTo(earliest);
    }

    static List<Set<OfferFault>> everyCombinableSubset() {
        List<Set<OfferFault>> subsets = new ArrayList<>();
        OfferFault[] all = OfferFault.values();
        for (int mask = 1; mask < 1 << all.length; mask++) {
            Set<OfferFault> subset = EnumSet.noneOf(OfferFault.class);
            for (int bit = 0; bit < all.length; bit++) {
                if ((mask & 1 << bit) != 0) {
                    subset.add(all[bit]);
                }
            }
            if (OfferFault.combinable(subset)) {
                subsets.add(subset);
            }
        }
        return subsets;
    }

    @ParameterizedTest(name = "{0} before {1}")
    @MethodSource("everyCombinablePair")
    void aRowFailingTwoChecksReportsTheEarlierOne(OfferFault earlier, OfferFault later) {
        assertThat(rejectionOfRowUnderTest(EnumSet.of(earlier, later)).reason()).isEqualTo(earlier.code);
    }
}
