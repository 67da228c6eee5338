package market.feeds.application.port.in.admin;

import java.util.List;
import market.feeds.domain.warehouse.Warehouse;

/** Operator console: a vendor's warehouses, as warehouse matching sees them. */
@FunctionalInterface
public interface ListWarehousesUseCase {

    AdminResult<List<Warehouse>> list(String vendorSlug);
}
