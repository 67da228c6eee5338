package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.application.model.Vendor;

/** Operator console: the vendor list, searched by slug or name. */
public interface FindVendorsUseCase {

    int MAX_LIMIT = 200;

    /** @param text part of a slug or name, blank for all; ordered by slug */
    VendorPage find(String text, int offset, int limit);

    /** @param more whether vendors follow this page */
    record VendorPage(List<Vendor> vendors, int offset, boolean more) {
        public VendorPage {
            vendors = List.copyOf(vendors);
        }
    }
}
