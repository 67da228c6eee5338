package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.application.model.Vendor;

/** Operator console: the vendor list, searched by slug or name. */
public interface FindVendorsUseCase {

    int MAX_LIMIT = 200;

    /** The most vendors a search counts; past it the console says "more than". */
    int MAX_COUNTED = 10_000;

    /** @param text part of a slug or name, blank for all; ordered by slug */
    VendorPage find(String text, int offset, int limit);

    /**
     * @param more  whether vendors follow this page
     * @param total how many vendors the search finds in all, counted up to {@link #MAX_COUNTED} (then that number
     *              plus one)
     */
    record VendorPage(List<Vendor> vendors, int offset, boolean more, int total) {
        public VendorPage {
            vendors = List.copyOf(vendors);
        }
    }
}
