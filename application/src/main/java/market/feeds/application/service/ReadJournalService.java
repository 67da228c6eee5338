package market.feeds.application.service;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.Notification;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.out.NotificationStore;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.VendorStore;

/** Operator API and console: the vendor's journal and notifications, newest first. */
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
        return read(vendorSlug, limit, (vendor, size) -> AdminResult.ok(journal.list(vendor.id(), source, size)));
    }

    /**
     * The request marking the place is looked up first: {@link RequestJournal#leaf} answers nothing for a request it
     * does not hold, which a script would take for the end of the journal (decision 0502, amended in session 30).
     */
    @Override
    public AdminResult<JournalPage> journal(String vendorSlug, JournalQuery query) {
        return read(vendorSlug, query.limit(), (vendor, size) -> {
            Optional<String> before = query.before();
            if (before.isPresent() && journal.find(vendor.id(), before.get()).isEmpty()) {
                return AdminResult.notFound("the journal of " + vendorSlug + " holds no request " + before.get());
            }
            return AdminResult.ok(page(vendor, query.source(), query.status(),
                    before.map(JournalPlace::olderThan).orElse(JournalPlace.NEWEST), size));
        });
    }

    private <T> AdminResult<T> read(String vendorSlug, Optional<Integer> limit,
                                    BiFunction<Vendor, Integer, AdminResult<T>> read) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        int size = limit.orElse(DEFAULT_LIMIT);
        if (size < 1 || size > MAX_LIMIT) {
            return AdminResult.invalid("/limit", "limit must be 1 to " + MAX_LIMIT);
        }
        return read.apply(vendor.get(), size);
    }

    @Override
    public AdminResult<JournalPage> page(String vendorSlug, Optional<Source> source, Optional<RequestStatus> status,
                                         JournalPlace place, int limit) {
        return vendors.bySlug(vendorSlug)
                .<AdminResult<JournalPage>>map(vendor -> AdminResult.ok(
                        page(vendor, source, status, place, Math.min(Math.max(1, limit), MAX_LIMIT))))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    /**
     * Reads one entry past the page towards where it walks, to know whether another page follows that way; the way
     * it came from has entries when it came from a request (that request at least, unless purged since). Walking
     * newer up to the newest entries gives the first page itself, full, rather than the few left above the request.
     */
    private JournalPage page(Vendor vendor, Optional<Source> source, Optional<RequestStatus> status,
                             JournalPlace place, int size) {
        List<JournalEntry> read = journal.leaf(vendor.id(), source, status, place, size + 1);
        boolean further = read.size() > size;
        if (place.towardsNewer() && !further) {
            return page(vendor, source, status, JournalPlace.NEWEST, size);
        }
        List<JournalEntry> page = new ArrayList<>(read.subList(0, Math.min(size, read.size())));
        if (place.towardsNewer()) {
            Collections.reverse(page);
        }
        if (page.isEmpty()) {
            return new JournalPage(page, Optional.empty(), Optional.empty());
        }
        boolean older = place.towardsNewer() || further;
        boolean newer = place.towardsNewer() || place.requestId().isPresent();
        return new JournalPage(page,
                older ? Optional.of(JournalPlace.olderThan(page.get(page.size() - 1).requestId())) : Optional.empty(),
                newer ? Optional.of(JournalPlace.newerThan(page.get(0).requestId())) : Optional.empty());
    }

    @Override
    public AdminResult<List<Notification>> notifications(String vendorSlug) {
        return vendors.bySlug(vendorSlug)
                .<AdminResult<List<Notification>>>map(vendor -> AdminResult.ok(notifications.forVendor(vendor.id())))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }
}
