package market.feeds.application.json;

import static market.feeds.application.json.Reading.envelope;
import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.domain.json.JsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** "Numbers … never parse unbounded exponents": the reader keeps the literal, the domain judges it. */
class NumberLiteralTest {

    private static JsonValue priceOf(String literal) {
        return envelope("{\"items\":[{\"price\":" + literal + "}]}").items().get(0).members().get("price");
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.50", "10", "10.00", "1e3", "1E3", "1e+3", "2.5E-7", "-0", "-0.0", "0",
        "123456789012345678901234567890", "0.0000001"})
    void numberLiteralIsKeptVerbatim(String literal) {
        assertThat(priceOf(literal)).isEqualTo(new JsonValue.JsonNumber(literal));
    }

    @Test
    void hugeExponentIsKeptWithoutBeingEvaluated() {
        assertThat(priceOf("1e999999999")).isEqualTo(new JsonValue.JsonNumber("1e999999999"));
        assertThat(priceOf("-1e-999999999")).isEqualTo(new JsonValue.JsonNumber("-1e-999999999"));
    }

    @Test
    void fiveThousandDigitNumberIsKeptForTheDomainToRefuse() {
        String digits = "9".repeat(5000);
        assertThat(priceOf(digits)).isEqualTo(new JsonValue.JsonNumber(digits));
        String decimals = "1." + "3".repeat(5000);
        assertThat(priceOf(decimals)).isEqualTo(new JsonValue.JsonNumber(decimals));
    }
}
