package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import market.feeds.application.model.Notification;
import market.feeds.application.port.out.NotificationStore;
import org.jdbi.v3.core.mapper.RowMapper;

/** In-app notifications in {@code notifications}, newest first per vendor. */
public final class PgNotificationStore implements NotificationStore {

    private static final RowMapper<Notification> NOTIFICATION = (row, ctx) -> new Notification(row.getString("id"),
            row.getString("vendor_id"), Columns.instant(row, "created_at"), row.getString("code"),
            row.getString("message"), Columns.optionalText(row, "request_id"));

    /** One slice of the retention purge (decision 0016), through {@code notifications_created}. */
    static final String PURGE_SLICE = PurgeSlices.oldestFirst("notifications", "true");

    private final JdbiTransactions db;

    public PgNotificationStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void insert(Notification notification) {
        db.call("inserting a notification", h -> h.createUpdate("""
                        INSERT INTO notifications (id, vendor_id, created_at, code, message, request_id)
                        VALUES (CAST(:id AS uuid), CAST(:vendorId AS uuid), :createdAt, :code, :message,
                                CAST(:requestId AS uuid))""")
                .bindMethods(notification)
                .execute());
    }

    @Override
    public List<Notification> forVendor(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("listing notifications", h -> h.createQuery("""
                        SELECT * FROM notifications WHERE vendor_id = :vendor ORDER BY created_at DESC, seq DESC""")
                .bind("vendor", vendor).map(NOTIFICATION).list())).orElse(List.of());
    }

    @Override
    public int purgeCreatedBefore(Instant cutoff) {
        return PurgeSlices.purge(db, "purging notifications", PURGE_SLICE, cutoff);
    }
}
