package market.feeds.adapters.jdbc.usecase;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import javax.sql.DataSource;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.testing.DelegatingOfferUpdates;
import market.feeds.domain.offer.OfferChange;

/**
 * The offer write path that, once armed, kills its own database backend right after {@code applyAll} wrote the
 * changes: the request's transaction dies mid-apply, as when a process or connection is lost.
 */
final class BackendKillingOfferStore extends DelegatingOfferUpdates {

    private final DataSource admin;
    private volatile boolean armed;

    BackendKillingOfferStore(OfferUpdates delegate, DataSource admin) {
        super(delegate);
        this.admin = admin;
    }

    void arm() {
        armed = true;
    }

    @Override
    public void applyAll(Collection<OfferChange> changes) {
        super.applyAll(changes);
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
}
