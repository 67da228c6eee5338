package market.feeds.application.testing;

import java.util.Collection;
import java.util.Map;
import java.util.Set;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;

/** Passes every call on, so a test overrides the one it wants to fail (shipped in the test-jar). */
public class DelegatingOfferUpdates implements OfferUpdates {

    private final OfferUpdates delegate;

    public DelegatingOfferUpdates(OfferUpdates delegate) {
        this.delegate = delegate;
    }

    @Override
    public Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock) {
        return delegate.skuFacts(vendorId, skus, lock);
    }

    @Override
    public void applyAll(Collection<OfferChange> changes) {
        delegate.applyAll(changes);
    }
}
