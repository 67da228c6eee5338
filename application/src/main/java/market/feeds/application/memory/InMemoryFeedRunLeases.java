package market.feeds.application.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.VendorStore;

/** Feed-run leases held in memory, one per vendor, with an ever-growing fencing token; thread-safe. */
public final class InMemoryFeedRunLeases implements FeedRunLeases {

    private final FeedSettingsStore settings;
    private final VendorStore vendors;
    private final Map<String, Lease> byVendor = new HashMap<>();
    private long lastToken;

    /**
     * @param settings tells {@link #verify} whether the vendor's settings still exist
     * @param vendors  tells {@link #verify} whether the vendor is still active
     */
    public InMemoryFeedRunLeases(FeedSettingsStore settings, VendorStore vendors) {
        this.settings = settings;
        this.vendors = vendors;
    }

    @Override
    public synchronized Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt) {
        Lease current = byVendor.get(vendorId);
        if (current != null && current.expiresAt().isAfter(now)) {
            return Optional.empty();
        }
        Lease lease = new Lease(vendorId, owner, ++lastToken, expiresAt);
        byVendor.put(vendorId, lease);
        return Optional.of(lease);
    }

    @Override
    public LeaseCheck verify(Lease lease, Instant now) {
        if (vendors.byId(lease.vendorId()).filter(vendor -> !vendor.active()).isPresent()) {
            return LeaseCheck.VENDOR_INACTIVE;
        }
        boolean settingsGone = settings.find(lease.vendorId()).isEmpty();
        synchronized (this) {
            Lease current = byVendor.get(lease.vendorId());
            if (current == null || current.fencingToken() != lease.fencingToken()) {
                return LeaseCheck.LOST;
            }
            if (!current.expiresAt().isAfter(now)) {
                return LeaseCheck.EXPIRED;
            }
        }
        return settingsGone ? LeaseCheck.SETTINGS_GONE : LeaseCheck.HELD;
    }

    @Override
    public synchronized void release(Lease lease) {
        Lease current = byVendor.get(lease.vendorId());
        if (current != null && current.fencingToken() == lease.fencingToken()) {
            byVendor.remove(lease.vendorId());
        }
    }
}
