package market.feeds.application.service;

import java.util.List;
import market.feeds.application.port.in.admin.ReviewBacklogUseCase;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.VendorStore;

/** Operator console: counts unresolved positions per vendor in one grouped read, then names the vendors. */
public final class ReviewBacklogService implements ReviewBacklogUseCase {

    private final PositionStore positions;
    private final VendorStore vendors;

    public ReviewBacklogService(PositionStore positions, VendorStore vendors) {
        this.positions = positions;
        this.vendors = vendors;
    }

    @Override
    public List<VendorBacklog> backlogs() {
        return positions.backlogs(MAX_VENDORS).stream()
                .flatMap(b -> vendors.byId(b.vendorId())
                        .map(v -> new VendorBacklog(v, b.awaitingReview(), b.pendingCatalog())).stream())
                .toList();
    }
}
