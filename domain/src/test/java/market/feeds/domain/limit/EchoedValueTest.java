package market.feeds.domain.limit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;

/** Operations contract: values echoed in rejections and stored with them are cut to 256 characters, then "…". */
class EchoedValueTest {

    private static final String ASTRAL = "\uD83C\uDF3D"; // one code point, two chars

    @Test
    void echoedValuesAreCutTo256CharactersThenTheMark() {
        String cut = EchoedValue.cut("A".repeat(16 * 1024 * 1024));

        assertThat(cut).isEqualTo("A".repeat(256) + "…");
    }

    @Test
    void aValueOf256CharactersIsEchoedWhole() {
        assertThat(EchoedValue.cut("A".repeat(256))).isEqualTo("A".repeat(256));
        assertThat(EchoedValue.cut(ASTRAL.repeat(256))).as("512 chars, 256 code points").isEqualTo(ASTRAL.repeat(256));
    }

    @Test
    void echoedValuesCountCodePointsAndNeverSplitASurrogatePair() {
        String cut = EchoedValue.cut("x" + ASTRAL.repeat(4_000_000));

        assertThat(cut.codePointCount(0, cut.length())).isEqualTo(257);
        assertThat(cut).isEqualTo("x" + ASTRAL.repeat(255) + "…");
        assertThat(Character.isHighSurrogate(cut.charAt(cut.length() - 2))).isFalse();
    }

    @Test
    void cuttingIsStableSoAStoredCutValueReadsBackUnchanged() {
        String once = EchoedValue.cut("B".repeat(1000));

        assertThat(EchoedValue.cut(once)).isEqualTo(once);
    }

    @Test
    void aRejectionCarriesItsSkuCut() {
        Rejection rejection = Rejection.ofField(0, "S".repeat(100_000), RowCode.FIELD_TOO_LONG, "sku");

        assertThat(rejection.sku()).isEqualTo(Optional.of("S".repeat(256) + "…"));
    }
}
