package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.VendorStore;

/**
 * Feed-run leases held in memory, one per vendor, with an ever-growing fencing token; thread-safe. A released lease
 * stays, ended, so that whether its run is settled is kept until the vendor's next run takes the lease. Nothing here
 * is held by a transaction: the in-memory units run one at a time ({@code InMemoryTransactions}), so a
 * {@link #takeDropped} inside a unit never meets an apply between its verify and its end.
 */
public final class InMemoryFeedRunLeases implements FeedRunLeases {

    /** Ended at once: what a release sets, as PostgreSQL's {@code '-infinity'}. */
    private static final Instant RELEASED = Instant.MIN;

    private final FeedSettingsStore settings;
    private final VendorStore vendors;
    private final Map<String, Held> byVendor = new HashMap<>();
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
        Held current = byVendor.get(vendorId);
        if (current != null && (current.lease().expiresAt().isAfter(now) || !current.settled())) {
            return Optional.empty();
        }
        Lease lease = new Lease(vendorId, owner, ++lastToken, expiresAt);
        byVendor.put(vendorId, new Held(lease, now, false));
        return Optional.of(lease);
    }

    @Override
    public LeaseCheck verify(Lease lease, Instant now) {
        if (vendors.byId(lease.vendorId()).filter(vendor -> !vendor.active()).isPresent()) {
            return LeaseCheck.VENDOR_INACTIVE;
        }
        boolean settingsGone = settings.find(lease.vendorId()).isEmpty();
        synchronized (this) {
            Held current = byVendor.get(lease.vendorId());
            if (current == null || current.lease().fencingToken() != lease.fencingToken()) {
                return LeaseCheck.LOST;
            }
            if (!current.lease().expiresAt().isAfter(now)) {
                return LeaseCheck.EXPIRED;
            }
        }
        return settingsGone ? LeaseCheck.SETTINGS_GONE : LeaseCheck.HELD;
    }

    @Override
    public synchronized void release(Lease lease, boolean settled) {
        Held current = byVendor.get(lease.vendorId());
        if (current != null && current.lease().fencingToken() == lease.fencingToken()) {
            Lease ended = new Lease(lease.vendorId(), lease.owner(), lease.fencingToken(), RELEASED);
            byVendor.put(lease.vendorId(), new Held(ended, current.takenAt(), current.settled() || settled));
        }
    }

    @Override
    public synchronized List<DroppedRun> takeDropped(Optional<String> vendorId, Instant endedBy) {
        List<DroppedRun> dropped = new ArrayList<>();
        for (Map.Entry<String, Held> entry : byVendor.entrySet()) {
            Held held = entry.getValue();
            boolean ofVendor = vendorId.map(entry.getKey()::equals).orElse(true);
            if (ofVendor && !held.settled() && !held.lease().expiresAt().isAfter(endedBy)) {
                entry.setValue(new Held(held.lease(), held.takenAt(), true));
                dropped.add(new DroppedRun(entry.getKey(), held.lease().owner(), held.takenAt()));
            }
        }
        return dropped;
    }

    @Override
    public synchronized Optional<Instant> lastTakenAt(String vendorId) {
        return Optional.ofNullable(byVendor.get(vendorId)).map(Held::takenAt);
    }

    private record Held(Lease lease, Instant takenAt, boolean settled) {
    }
}
