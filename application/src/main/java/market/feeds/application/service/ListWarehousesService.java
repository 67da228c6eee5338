package market.feeds.application.service;

import java.util.List;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ListWarehousesUseCase;
import market.feeds.application.port.out.VendorStore;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.warehouse.Warehouse;

/** Operator console: lists a vendor's warehouses. */
public final class ListWarehousesService implements ListWarehousesUseCase {

    private final VendorStore vendors;
    private final WarehouseStore warehouses;

    public ListWarehousesService(VendorStore vendors, WarehouseStore warehouses) {
        this.vendors = vendors;
        this.warehouses = warehouses;
    }

    @Override
    public AdminResult<List<Warehouse>> list(String vendorSlug) {
        return vendors.bySlug(vendorSlug)
                .<AdminResult<List<Warehouse>>>map(vendor -> AdminResult.ok(warehouses.forVendor(vendor.id())))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }
}
