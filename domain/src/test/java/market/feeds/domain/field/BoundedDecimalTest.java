package market.feeds.domain.field;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** §2 numbers: at most 15 integer digits and 6 decimals, by value; exponents checked before any arithmetic. */
class BoundedDecimalTest {

    @ParameterizedTest
    @CsvSource({"10,10", "10.00,10", "10.50,10.5", "-3.25,-3.25", "0,0", "-0,0", "0.000001,0.000001",
            "999999999999999.999999,999999999999999.999999", "1.5e2,150", "1E+2,100", "25e-1,2.5", "1e-6,0.000001",
            "1.0000000000,1", "0e999999999999,0", "100000000000000e0,100000000000000", "0.1e-5,0.000001"})
    void valuesWithinBoundsAreReadByValue(String literal, String expected) {
        assertThat(BoundedDecimal.parse(literal)).hasValueSatisfying(value -> {
            assertThat(value).isEqualByComparingTo(expected);
            assertThat(value.scale()).isBetween(0, BoundedDecimal.MAX_DECIMALS);
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"1234567890123456", "1e15", "0.0000001", "1e-7", "1e999999999", "1e-999999999",
            "1e99999999999999999999", "0.1234567", "-1e16"})
    void valuesOutOfBoundsAreRefused(String literal) {
        assertThat(BoundedDecimal.parse(literal)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "01", "1.", ".5", "+1", "1e", "NaN", "Infinity", "1,5", " 1", "0x10", "1_000"})
    void malformedLiteralsAreRefused(String literal) {
        assertThat(BoundedDecimal.parse(literal)).isEmpty();
    }
}
