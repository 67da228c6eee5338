package market.feeds.domain.product;

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

/** One code per row: a row failing several product checks reports the earliest in the row-code table. */
class ProductPrecedenceTest {

    private static Rejection rejectionOfRowUnderTest(Set<ProductFault> faults) {
        List<Rejection> rejections = ProductFeedJudge.judge(ProductFault.payloadWith(faults)).rejections();
        assertThat(rejections).extracting(Rejection::index).containsExactly(1);
        return rejections.get(0);
    }

    @ParameterizedTest
    @EnumSource(ProductFault.class)
    void eachFaultAloneReportsItsOwnCode(ProductFault fault) {
        assertThat(rejectionOfRowUnderTest(EnumSet.of(fault)).reason()).isEqualTo(fault.code);
    }

    static List<Arguments> everyPrecedencePair() {
        List<Arguments> pairs = new ArrayList<>();
        for (ProductFault earlier : ProductFault.values()) {
            for (ProductFault later : ProductFault.values()) {
                if (earlier.ordinal() < later.ordinal()) {
                    pairs.add(Arguments.of(earlier, later));
                }
            }
        }
        return pairs;
    }

    @ParameterizedTest(name = "{0} before {1}")
    @MethodSource("everyPrecedencePair")
    void aRowFailingTwoChecksReportsTheEarlierOne(ProductFault earlier, ProductFault later) {
        assertThat(everyPrecedencePair()).hasSize(45);
        assertThat(rejectionOfRowUnderTest(EnumSet.of(earlier, later)).reason()).isEqualTo(earlier.code);
    }

    /** All 1023 non-empty subsets, exhaustively, so the rule holds without relying on random generation. */
    @ParameterizedTest
    @MethodSource("everySubset")
    void aRowFailingEverySubsetOfChecksReportsTheEarliest(Set<ProductFault> faults) {
        RowCode earliest = faults.stream().map(fault -> fault.code).min(Enum::compareTo).orElseThrow();
        assertThat(rejectionOfRowUnderTest(faults).reason()).isEqualTo(earliest);
    }

    static List<Set<ProductFault>> everySubset() {
        List<Set<ProductFault>> subsets = new ArrayList<>();
        ProductFault[] all = ProductFault.values();
        for (int mask = 1; mask < 1 << all.length; mask++) {
            Set<ProductFault> subset = EnumSet.noneOf(ProductFault.class);
            for (int bit = 0; bit < all.length; bit++) {
                if ((mask & 1 << bit) != 0) {
                    subset.add(all[bit]);
                }
            }
            subsets.add(subset);
        }
        return subsets;
    }

    @ParameterizedTest
    @EnumSource(ProductFault.class)
    void theProductFaultsCoverTheProductTableInRowCodeOrder(ProductFault fault) {
        assertThat(fault.code.ordinal()).isEqualTo(fault.ordinal());
        assertThat(fault.code.precedes(RowCode.NO_CHANGE_REQUESTED)).isTrue();
    }
}
