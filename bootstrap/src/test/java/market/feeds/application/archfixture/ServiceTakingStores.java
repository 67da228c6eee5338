package market.feeds.application.archfixture;

import market.feeds.application.port.out.VendorStore;
import market.feeds.application.service.Stores;

/** Breaks "only the wiring sees Stores": a service that takes the whole bag to use one port of it. */
public final class ServiceTakingStores {

    private final VendorStore vendors;

    public ServiceTakingStores(Stores stores) {
        this.vendors = stores.vendors();
    }

    public VendorStore vendors() {
        return vendors;
    }
}
