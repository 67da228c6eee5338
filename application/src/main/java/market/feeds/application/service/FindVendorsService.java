package market.feeds.application.service;

import java.util.List;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.FindVendorsUseCase;
import market.feeds.application.port.out.VendorStore;

/** Operator console: pages the vendor list; reads one row past the page to know whether more follow. */
public final class FindVendorsService implements FindVendorsUseCase {

    private final VendorStore vendors;

    public FindVendorsService(VendorStore vendors) {
        this.vendors = vendors;
    }

    @Override
    public VendorPage find(String text, int offset, int limit) {
        int from = Math.max(0, offset);
        int size = Math.min(Math.max(1, limit), MAX_LIMIT);
        List<Vendor> found = vendors.search(text.strip(), from, size + 1);
        return new VendorPage(found.subList(0, Math.min(size, found.size())), from, found.size() > size,
                vendors.count(text.strip(), MAX_COUNTED + 1));
    }
}
