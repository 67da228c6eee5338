package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.application.model.Vendor;

/** Operator console: the review screen across vendors, the largest backlogs first. */
public interface ReviewBacklogUseCase {

    int MAX_VENDORS = 100;

    List<VendorBacklog> backlogs();

    record VendorBacklog(Vendor vendor, int awaitingReview, int pendingCatalog) {
    }
}
