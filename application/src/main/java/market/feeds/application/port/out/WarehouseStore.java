package market.feeds.application.port.out;

import java.util.List;
import market.feeds.domain.warehouse.Warehouse;

/** A vendor's warehouses, the targets of warehouse matching. */
public interface WarehouseStore {

    /**
     * Stores the warehouse, unless it is primary and the vendor has a primary one already: then nothing is stored
     * and the answer is false. Decided by the store in one step, so two primaries added at once cannot both pass.
     */
    boolean insert(String vendorId, Warehouse warehouse);

    List<Warehouse> forVendor(String vendorId);
}
