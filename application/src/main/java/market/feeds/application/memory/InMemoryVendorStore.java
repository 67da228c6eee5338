package market.feeds.application.memory;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.VendorStore;

/** Vendor accounts held in memory; thread-safe. */
public final class InMemoryVendorStore implements VendorStore {

    private final Map<String, Vendor> byId = new HashMap<>();
    private final Map<String, String> idBySlug = new HashMap<>();

    @Override
    public synchronized boolean insert(Vendor vendor) {
        if (idBySlug.containsKey(vendor.slug()) || byId.containsKey(vendor.id())) {
            return false;
        }
        byId.put(vendor.id(), vendor);
        idBySlug.put(vendor.slug(), vendor.id());
        return true;
    }

    @Override
    public synchronized Optional<Vendor> bySlug(String slug) {
        return Optional.ofNullable(idBySlug.get(slug)).map(byId::get);
    }

    @Override
    public synchronized Optional<Vendor> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public synchronized Optional<Vendor> changeFlags(String vendorId, Optional<Boolean> active,
                                                     Optional<Boolean> mayPublish) {
        Vendor stored = byId.get(vendorId);
        if (stored == null) {
            return Optional.empty();
        }
        Vendor changed = active.map(stored::withActive).orElse(stored);
        changed = mayPublish.map(changed::withMayPublish).orElse(changed);
        byId.put(vendorId, changed);
        return Optional.of(changed);
    }

    @Override
    public synchronized int count(String text, int atMost) {
        return search(text, 0, atMost).size();
    }

    @Override
    public synchronized java.util.List<Vendor> search(String text, int offset, int limit) {
        String wanted = text.toLowerCase(java.util.Locale.ROOT);
        return byId.values().stream()
                .filter(v -> v.slug().toLowerCase(java.util.Locale.ROOT).contains(wanted)
                        || v.name().toLowerCase(java.util.Locale.ROOT).contains(wanted))
                .sorted(java.util.Comparator.comparing(Vendor::slug))
                .skip(offset).limit(limit).toList();
    }
}
