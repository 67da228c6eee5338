package market.feeds.domain.product;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every spelling of the contract's unit table (a copy in test resources) resolves, a trailing dot too. */
class UnitResolutionTest {

    @ParameterizedTest(name = "{1} → {0}")
    @CsvFileSource(resources = "/contract/units.csv", numLinesToSkip = 1)
    void everySpellingOfTheTableResolves(String unit, String spelling) {
        assertThat(Unit.resolve(spelling)).contains(Unit.fromWire(unit).orElseThrow());
    }

    @ParameterizedTest(name = "{1} → {0}")
    @CsvFileSource(resources = "/contract/units.csv", numLinesToSkip = 1)
    void trailingDotCaseAndWhiteSpaceAreTolerated(String unit, String spelling) {
        Unit expected = Unit.fromWire(unit).orElseThrow();
        assertThat(Unit.resolve(spelling + ".")).contains(expected);
        assertThat(Unit.resolve(" " + spelling.toUpperCase(Locale.ROOT) + ". ")).contains(expected);
        assertThat(Unit.resolve(spelling.toLowerCase(Locale.ROOT))).contains(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"кгг", "kgs", "k g", "шт.уп", "тон", "lt", "pieces", "", ".", "гa"})
    void nearMissesDoNotResolve(String value) {
        assertThat(Unit.resolve(value)).isEmpty();
    }

    @Test
    void wireIsTheCanonicalUnit() {
        for (Unit unit : Unit.values()) {
            assertThat(Unit.fromWire(unit.wire())).contains(unit);
            assertThat(Unit.resolve(unit.wire())).contains(unit);
        }
        assertThat(Unit.fromWire("кг")).isEmpty();
    }
}
