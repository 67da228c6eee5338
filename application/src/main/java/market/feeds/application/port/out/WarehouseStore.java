package market.feeds.application.port.out;

import java.util.List;
import market.feeds.domain.warehouse.Warehouse;

/** A vendor's warehouses, the targets of warehouse matching. */
public interface WarehouseStore {

    void insert(String vendorId, Warehouse warehouse);

    List<Warehouse> forVendor(String vendorId);
}
