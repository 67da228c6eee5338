package market.feeds.domain.warehouse;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import market.feeds.domain.field.FieldText;

/**
 * The contract's warehouse rules 1–4, case-insensitive after trimming (§2): exact label or city, then the
 * single label containing the value, then the default (the only warehouse, or the primary one). Two
 * candidates at the rule that decides are ambiguous.
 */
public final class WarehouseMatcher {

    private WarehouseMatcher() {
    }

    public static WarehouseMatch match(Optional<String> value, List<Warehouse> vendorWarehouses) {
        Optional<String> wanted = value.map(WarehouseMatcher::fold).filter(text -> !text.isEmpty());
        if (wanted.isPresent()) {
            String text = wanted.get();
            Optional<WarehouseMatch> exact = decide(vendorWarehouses,
                    w -> fold(w.label()).equals(text) || w.city().map(WarehouseMatcher::fold).filter(text::equals).isPresent());
            if (exact.isPresent()) {
                return exact.get();
            }
            Optional<WarehouseMatch> contained = decide(vendorWarehouses, w -> fold(w.label()).contains(text));
            if (contained.isPresent()) {
                return contained.get();
            }
        }
        return defaultWarehouse(vendorWarehouses);
    }

    private static WarehouseMatch defaultWarehouse(List<Warehouse> warehouses) {
        if (warehouses.size() == 1) {
            return new WarehouseMatch.Matched(warehouses.get(0));
        }
        return decide(warehouses, Warehouse::primary).orElseGet(WarehouseMatch.NoWarehouse::new);
    }

    /** Empty when the rule matches nothing, so the next rule applies. */
    private static Optional<WarehouseMatch> decide(List<Warehouse> warehouses, Predicate<Warehouse> rule) {
        List<Warehouse> candidates = warehouses.stream().filter(rule).toList();
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(candidates.size() == 1
                ? new WarehouseMatch.Matched(candidates.get(0))
                : new WarehouseMatch.Ambiguous(candidates));
    }

    private static String fold(String text) {
        return FieldText.trim(text).toLowerCase(Locale.ROOT);
    }
}
