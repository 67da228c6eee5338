package market.feeds.adapters.jdbc.usecase;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import market.feeds.application.model.Offer;
import market.feeds.application.port.out.OfferStore;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuResolution;

/**
 * An offer store that, once armed, kills its own database backend right after {@code applyAll} wrote the
 * changes: the request's transaction dies mid-apply, as when a process or connection is lost.
 */
final class BackendKillingOfferStore implements OfferStore {

    private final OfferStore delegate;
    private final DataSource admin;
    private volatile boolean armed;

    BackendKillingOfferStore(OfferStore delegate, DataSource admin) {
        this.delegate = delegate;
        this.admin = admin;
    }

    void arm() {
        armed = true;
    }

    @Override
    public void applyAll(Collection<OfferChange> changes) {
        delegate.applyAll(changes);
        if (armed) {
            armed = false;
            terminateTheBackendThatJustUpdatedOffers();
        }
    }

    private void terminateTheBackendThatJustUpdatedOffers() {
        try (Connection connection = admin.getConnection(); Statement sql = connection.createStatement();
             ResultSet killed = sql.executeQuery("""
                     SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                     WHERE state = 'idle in transaction' AND query LIKE '%UPDATE offers o%'""")) {
            if (!killed.next() || !killed.getBoolean(1)) {
                throw new IllegalStateException("no backend in the middle of applying offers");
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Map<String, SkuResolution> resolve(String vendorId, Set<String> skus, boolean lock) {
        return delegate.resolve(vendorId, skus, lock);
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
