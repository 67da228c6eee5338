package market.feeds.application.port.in.admin;

import java.util.Optional;
import market.feeds.domain.warehouse.Warehouse;

/** Operator API: a vendor's warehouses. */
public interface ManageWarehousesUseCase {

    AdminResult<Warehouse> add(String vendorSlug, String label, Optional<String> city, boolean primary);
}
