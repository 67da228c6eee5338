package market.feeds.application.service;

import java.util.Optional;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.VendorStore;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.limit.OperatorLimits;
import market.feeds.domain.warehouse.Warehouse;

/** Operator API: a vendor's warehouses; at most one is primary, so the default warehouse is never in doubt. */
public final class ManageWarehousesService implements ManageWarehousesUseCase {

    static final int MAX_TEXT = OperatorLimits.LABEL;

    private final VendorStore vendors;
    private final WarehouseStore warehouses;
    private final IdGenerator ids;

    public ManageWarehousesService(VendorStore vendors, WarehouseStore warehouses, IdGenerator ids) {
        this.vendors = vendors;
        this.warehouses = warehouses;
        this.ids = ids;
    }

    @Override
    public AdminResult<Warehouse> add(String vendorSlug, String label, Optional<String> city, boolean primary) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        String trimmed = label == null ? "" : label.strip();
        if (!fits(trimmed)) {
            return AdminResult.invalid("/label", "a label is 1 to " + MAX_TEXT + " characters");
        }
        Optional<String> town = city.map(String::strip);
        if (town.filter(text -> !fits(text)).isPresent()) {
            return AdminResult.invalid("/city", "a city is 1 to " + MAX_TEXT + " characters");
        }
        String vendorId = vendor.get().id();
        Warehouse warehouse = new Warehouse(ids.newId(), trimmed, town, primary);
        return warehouses.insert(vendorId, warehouse) ? AdminResult.ok(warehouse)
                : AdminResult.conflict("vendor " + vendorSlug + " already has a primary warehouse");
    }

    private static boolean fits(String text) {
        return !text.isEmpty() && text.codePointCount(0, text.length()) <= MAX_TEXT;
    }
}
