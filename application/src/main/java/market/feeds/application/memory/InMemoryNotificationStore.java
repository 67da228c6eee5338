package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import market.feeds.application.model.Notification;
import market.feeds.application.port.out.NotificationStore;

/** Notifications held in memory; thread-safe. */
public final class InMemoryNotificationStore implements NotificationStore {

    private final List<Notification> all = new ArrayList<>();

    @Override
    public synchronized void insert(Notification notification) {
        all.add(notification);
    }

    /** Newest first by creation time; among equal times the later inserted first. */
    @Override
    public synchronized List<Notification> forVendor(String vendorId) {
        List<Notification> mine = new ArrayList<>(all.stream().filter(n -> n.vendorId().equals(vendorId)).toList());
        Collections.reverse(mine);
        mine.sort((a, b) -> b.createdAt().compareTo(a.createdAt()));
        return mine;
    }

    @Override
    public synchronized int purgeCreatedBefore(Instant cutoff) {
        int before = all.size();
        all.removeIf(notification -> notification.createdAt().isBefore(cutoff));
        return before - all.size();
    }
}
