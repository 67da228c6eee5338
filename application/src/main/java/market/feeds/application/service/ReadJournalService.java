package market.feeds.application.service;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.out.NotificationStore;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.VendorStore;

/** Operator API: the vendor's journal and notifications, newest first. */
public final class ReadJournalService implements ReadJournalUseCase {

    private final VendorStore vendors;
    private final RequestJournal journal;
    private final NotificationStore notifications;

    public ReadJournalService(VendorStore vendors, RequestJournal journal, NotificationStore notifications) {
        this.vendors = vendors;
        this.journal = journal;
        this.notifications = notifications;
    }

    @Override
    public AdminResult<List<JournalEntry>> journal(String vendorSlug, Optional<Source> source, Optional<Integer> limit) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        int size = limit.orElse(DEFAULT_LIMIT);
        if (size < 1 || size > MAX_LIMIT) {
            return AdminResult.invalid("/limit", "limit must be 1 to " + MAX_LIMIT);
        }
        return AdminResult.ok(journal.list(vendor.get().id(), source, size));
    }

    @Override
    public AdminResult<List<Notification>> notifications(String vendorSlug) {
        return vendors.bySlug(vendorSlug)
                .<AdminResult<List<Notification>>>map(vendor -> AdminResult.ok(notifications.forVendor(vendor.id())))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }
}
