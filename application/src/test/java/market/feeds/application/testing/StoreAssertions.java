package market.feeds.application.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;

/**
 * Compares what a store returns with what was stored, field by field, numbers by value: a database column
 * gives {@code 10.000000} back for {@code 10}, which is the same quantity.
 */
public final class StoreAssertions {

    private StoreAssertions() {
    }

    public static void assertSameValues(Object actual, Object expected) {
        assertThat(actual).usingRecursiveComparison()
                .withComparatorForType(BigDecimal::compareTo, BigDecimal.class)
                .isEqualTo(expected);
    }

    public static void assertSameValuesInOrder(List<?> actual, List<?> expected) {
        assertThat(actual).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            assertSameValues(actual.get(i), expected.get(i));
        }
    }
}
