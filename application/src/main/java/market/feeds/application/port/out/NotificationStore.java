package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import market.feeds.application.model.Notification;

/** In-app notifications of feed-run failures the vendor can act on. */
public interface NotificationStore {

    void insert(Notification notification);

    /** Newest first. */
    List<Notification> forVendor(String vendorId);

    /** Deletes the notifications created before {@code cutoff}; returns how many. Safe on several nodes at once. */
    int purgeCreatedBefore(Instant cutoff);
}
