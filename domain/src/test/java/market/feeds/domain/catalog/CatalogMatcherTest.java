package market.feeds.domain.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.junit.jupiter.api.Test;

/** The catalogue matcher: brand within category, then name, tolerant of case, punctuation, order, look-alikes. */
class CatalogMatcherTest {

    private static final CatalogEntry DKC = entry("c-2", "Hybrid corn DKC 3939", "Dekalb", Category.SEEDS);
    private static final CatalogEntry ROUNDUP = entry("c-3", "Roundup Max 680", "Bayer", Category.PESTICIDES);
    private static final List<CatalogEntry> CATALOGUE = List.of(DKC, ROUNDUP,
            entry("c-4", "Hybrid corn DKC 3939", "Pioneer", Category.SEEDS));

    private static CatalogEntry entry(String id, String name, String brand, Category category) {
        return new CatalogEntry(id, name, brand, category, Optional.of(Unit.BAG));
    }

    private static Optional<String> match(String name, String brand, Category category) {
        return CatalogMatcher.match(name, brand, category, CATALOGUE);
    }

    @Test
    void recognisesTheSameNameAndBrand() {
        assertThat(match("Hybrid corn DKC 3939", "Dekalb", Category.SEEDS)).contains("c-2");
    }

    @Test
    void toleratesCase() {
        assertThat(match("HYBRID CORN dkc 3939", "DEKALB", Category.SEEDS)).contains("c-2");
    }

    @Test
    void toleratesPunctuation() {
        assertThat(match("Hybrid-corn, DKC-3939!", "Dekalb.", Category.SEEDS)).contains("c-2");
    }

    @Test
    void toleratesWordOrder() {
        assertThat(match("DKC 3939 corn hybrid", "Dekalb", Category.SEEDS)).contains("c-2");
    }

    @Test
    void toleratesCyrillicLookAlikeLetters() {
        // "DKC" typed with Cyrillic С, "Dekalb" with Cyrillic е and а, "Max" with Cyrillic М, а, х
        assertThat(match("Hybrid corn DKС 3939", "Dеkаlb", Category.SEEDS)).contains("c-2");
        assertThat(match("Roundup Мах 680", "Bayer", Category.PESTICIDES)).contains("c-3");
    }

    @Test
    void resolvesTheBrandWithinTheCategory() {
        assertThat(match("Hybrid corn DKC 3939", "Pioneer", Category.SEEDS)).contains("c-4");
        assertThat(match("Hybrid corn DKC 3939", "Dekalb", Category.FERTILIZERS)).isEmpty();
        assertThat(match("Roundup Max 680", "Dekalb", Category.PESTICIDES)).isEmpty();
    }

    @Test
    void wordsAreAMultisetNotASet() {
        assertThat(match("Hybrid corn corn DKC 3939", "Dekalb", Category.SEEDS)).isEmpty();
    }

    @Test
    void notRecognisedWhenTheNameDiffers() {
        assertThat(match("Hybrid corn DKC 3940", "Dekalb", Category.SEEDS)).isEmpty();
        assertThat(match("Hybrid corn DKC", "Dekalb", Category.SEEDS)).isEmpty();
        assertThat(match("", "Dekalb", Category.SEEDS)).isEmpty();
    }

    @Test
    void deterministicTheSmallestIdWinsWhateverTheOrder() {
        CatalogEntry twin10 = entry("10", "Corn", "Dekalb", Category.SEEDS);
        CatalogEntry twin9 = entry("9", "corn", "DEKALB", Category.SEEDS);
        CatalogEntry twin11 = entry("11", "Corn.", "Dekalb", Category.SEEDS);
        assertThat(CatalogMatcher.match("Corn", "Dekalb", Category.SEEDS, List.of(twin10, twin9, twin11))).contains("9");
        assertThat(CatalogMatcher.match("Corn", "Dekalb", Category.SEEDS, List.of(twin11, twin10, twin9))).contains("9");
    }

    @Test
    void matchKeyFoldsCaseLookAlikesPunctuationAndOrder() {
        assertThat(MatchKey.of("  Нектар-Н, 25 ")).isEqualTo(MatchKey.of("25 hektap h"));
        assertThat(MatchKey.of("Б")).isNotEqualTo(MatchKey.of("b"));
        assertThat(MatchKey.of("...")).isEmpty();
    }

    @Test
    void theIndexAnswersLikeTheMatcher() {
        CatalogIndex index = CatalogIndex.of(CATALOGUE);
        for (String[] probe : new String[][] {{"DKC 3939 corn hybrid", "DEKALB"}, {"Hybrid corn DKC 3939", "Pioneer"},
                {"Roundup Max 680", "Bayer"}, {"unknown", "Dekalb"}}) {
            for (Category category : Category.values()) {
                assertThat(index.match(probe[0], probe[1], category))
                        .isEqualTo(CatalogMatcher.match(probe[0], probe[1], category, CATALOGUE));
            }
        }
    }
}
