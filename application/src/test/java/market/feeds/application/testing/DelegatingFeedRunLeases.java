package market.feeds.application.testing;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.port.out.FeedRunLeases;

/** Passes every call on, so a test overrides the one it wants to fail (shipped in the test-jar). */
public class DelegatingFeedRunLeases implements FeedRunLeases {

    private final FeedRunLeases delegate;

    public DelegatingFeedRunLeases(FeedRunLeases delegate) {
        this.delegate = delegate;
    }

    @Override
    public Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt) {
        return delegate.acquire(vendorId, owner, now, expiresAt);
    }

    @Override
    public LeaseCheck verify(Lease lease, Instant now) {
        return delegate.verify(lease, now);
    }

    @Override
    public void release(Lease lease, boolean settled) {
        delegate.release(lease, settled);
    }

    @Override
    public List<DroppedRun> takeDropped(Optional<String> vendorId, Instant endedBy) {
        return delegate.takeDropped(vendorId, endedBy);
    }

    @Override
    public Optional<Instant> lastTakenAt(String vendorId) {
        return delegate.lastTakenAt(vendorId);
    }
}
