package market.feeds.application.testing;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.Offer;
import market.feeds.application.port.out.OfferStore;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;

/** Passes every call on, so a test overrides the one it wants to fail (shipped in the test-jar). */
public class DelegatingOfferStore implements OfferStore {

    private final OfferStore delegate;

    public DelegatingOfferStore(OfferStore delegate) {
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

    @Override
    public void insert(Offer offer) {
        delegate.insert(offer);
    }

    @Override
    public void insertAll(Collection<Offer> offers) {
        delegate.insertAll(offers);
    }

    @Override
    public Optional<Offer> byId(String vendorId, String offerId) {
        return delegate.byId(vendorId, offerId);
    }

    @Override
    public List<Offer> list(String vendorId, Optional<String> sku) {
        return delegate.list(vendorId, sku);
    }

    @Override
    public void update(Offer offer) {
        delegate.update(offer);
    }

    @Override
    public boolean delete(String vendorId, String offerId) {
        return delegate.delete(vendorId, offerId);
    }
}
