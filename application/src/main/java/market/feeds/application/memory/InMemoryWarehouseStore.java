package market.feeds.application.memory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.warehouse.Warehouse;

/** Vendors' warehouses held in memory, in insertion order; thread-safe. */
public final class InMemoryWarehouseStore implements WarehouseStore {

    private final Map<String, List<Warehouse>> byVendor = new HashMap<>();

    @Override
    public synchronized boolean insert(String vendorId, Warehouse warehouse) {
        List<Warehouse> stored = byVendor.computeIfAbsent(vendorId, id -> new ArrayList<>());
        if (warehouse.primary() && stored.stream().anyMatch(Warehouse::primary)) {
            return false;
        }
        return stored.add(warehouse);
    }

    @Override
    public synchronized List<Warehouse> forVendor(String vendorId) {
        return List.copyOf(byVendor.getOrDefault(vendorId, List.of()));
    }
}
