package market.feeds.application.service;

import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.PageRunRejectionsUseCase;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.VendorStore;

/** Operator console: what the vendor's rejections endpoint pages, read on the operator's side. */
public final class PageRunRejectionsService implements PageRunRejectionsUseCase {

    private final VendorStore vendors;
    private final RequestJournal journal;
    private final RejectionLog rejections;

    public PageRunRejectionsService(VendorStore vendors, RequestJournal journal, RejectionLog rejections) {
        this.vendors = vendors;
        this.journal = journal;
        this.rejections = rejections;
    }

    @Override
    public AdminResult<RunRejections> page(String vendorSlug, String requestId, int offset, int limit) {
        int from = Math.max(0, offset);
        int size = Math.min(Math.max(1, limit), MAX_LIMIT);
        return vendors.bySlug(vendorSlug)
                .flatMap(vendor -> journal.find(vendor.id(), requestId))
                .<AdminResult<RunRejections>>map(entry -> AdminResult.ok(
                        new RunRejections(entry, rejections.page(requestId, from, size), from, size)))
                .orElseGet(() -> AdminResult.notFound("vendor " + vendorSlug + " has no request " + requestId));
    }
}
