package market.feeds.domain.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The contract's warehouse rules 1–4, case-insensitive after trimming, ambiguity at each rule. */
class WarehouseMatcherTest {

    private static final Warehouse KYIV = new Warehouse("w1", "Kyiv central", Optional.of("Kyiv"), false);
    private static final Warehouse LVIV = new Warehouse("w2", "Lviv depot", Optional.of("Lviv"), true);
    private static final Warehouse KYIV_NORTH = new Warehouse("w3", "North yard", Optional.of("Kyiv"), false);
    private static final Warehouse ODESA = new Warehouse("w4", "Odesa port depot", Optional.empty(), false);

    private static WarehouseMatch match(String value, Warehouse... warehouses) {
        return WarehouseMatcher.match(Optional.ofNullable(value), List.of(warehouses));
    }

    @Test
    void rule1ExactLabelMatches() {
        assertThat(match("  LVIV DEPOT ", KYIV, LVIV, ODESA)).isEqualTo(new WarehouseMatch.Matched(LVIV));
    }

    @Test
    void rule1ExactCityMatches() {
        assertThat(match("kyiv", KYIV, LVIV, ODESA)).isEqualTo(new WarehouseMatch.Matched(KYIV));
    }

    @Test
    void rule1ExactMatchWinsOverALabelThatContainsTheValue() {
        Warehouse depot = new Warehouse("w5", "Depot", Optional.empty(), false);
        assertThat(match("depot", LVIV, depot, ODESA)).isEqualTo(new WarehouseMatch.Matched(depot));
    }

    @Test
    void rule1TwoWarehousesMatchingExactlyAreAmbiguous() {
        assertThat(match("Kyiv", KYIV, LVIV, KYIV_NORTH)).isEqualTo(new WarehouseMatch.Ambiguous(List.of(KYIV, KYIV_NORTH)));
    }

    @Test
    void rule1LabelOfOneAndCityOfAnotherAreAmbiguous() {
        Warehouse labelledKyiv = new Warehouse("w6", "Kyiv", Optional.of("Brovary"), false);
        assertThat(match("kyiv", labelledKyiv, KYIV)).isInstanceOf(WarehouseMatch.Ambiguous.class);
    }

    @Test
    void rule2TheSingleLabelContainingTheValue() {
        assertThat(match("PORT", KYIV, LVIV, ODESA)).isEqualTo(new WarehouseMatch.Matched(ODESA));
    }

    @Test
    void rule2TwoLabelsContainingTheValueAreAmbiguous() {
        assertThat(match("depot", KYIV, LVIV, ODESA)).isEqualTo(new WarehouseMatch.Ambiguous(List.of(LVIV, ODESA)));
    }

    @Test
    void rule2DoesNotLookAtCities() {
        assertThat(match("Kyi", KYIV_NORTH, LVIV)).isEqualTo(new WarehouseMatch.Matched(LVIV));
    }

    @Test
    void rule3NoValueLandsOnTheOnlyWarehouse() {
        assertThat(match(null, KYIV)).isEqualTo(new WarehouseMatch.Matched(KYIV));
    }

    @Test
    void rule3NoMatchLandsOnThePrimaryWarehouse() {
        assertThat(match("Kharkiv", KYIV, LVIV, ODESA)).isEqualTo(new WarehouseMatch.Matched(LVIV));
    }

    @Test
    void rule3BlankValueIsNoValue() {
        assertThat(match("   ", KYIV, LVIV)).isEqualTo(new WarehouseMatch.Matched(LVIV));
    }

    @Test
    void rule3NoDefaultWhenSeveralWarehousesAndNonePrimary() {
        assertThat(match(null, KYIV, ODESA)).isEqualTo(new WarehouseMatch.NoWarehouse());
        assertThat(match("Kharkiv", KYIV, ODESA)).isEqualTo(new WarehouseMatch.NoWarehouse());
    }

    @Test
    void rule3NoWarehouseAtAll() {
        assertThat(match("Kyiv")).isEqualTo(new WarehouseMatch.NoWarehouse());
    }

    @Test
    void rule4TwoPrimaryWarehousesAreAmbiguous() {
        Warehouse otherPrimary = new Warehouse("w7", "Dnipro", Optional.empty(), true);
        assertThat(match(null, KYIV, LVIV, otherPrimary))
                .isEqualTo(new WarehouseMatch.Ambiguous(List.of(LVIV, otherPrimary)));
    }

    @Test
    void matchingIsCaseInsensitiveInAnyScript() {
        Warehouse cyrillic = new Warehouse("w8", "Склад Київ", Optional.of("Київ"), false);
        assertThat(match("КИЇВ", cyrillic, LVIV)).isEqualTo(new WarehouseMatch.Matched(cyrillic));
    }

    @Test
    void warehouseAmbiguousIsAWarningNamingTheCandidates() {
        WarehouseMatch match = match("depot", KYIV, LVIV, ODESA);
        assertThat(match).isInstanceOf(WarehouseMatch.Ambiguous.class);
        market.feeds.domain.Warning warning = ((WarehouseMatch.Ambiguous) match).warning(4, Optional.of("A-1"));
        assertThat(warning.code()).isEqualTo("warehouse_ambiguous");
        assertThat(warning.index()).isEqualTo(4);
        assertThat(warning.sku()).contains("A-1");
        assertThat(warning.detail()).contains("Lviv depot").contains("Odesa port depot");
    }
}
