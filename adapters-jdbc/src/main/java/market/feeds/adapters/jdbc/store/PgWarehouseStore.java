package market.feeds.adapters.jdbc.store;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.warehouse.Warehouse;
import org.jdbi.v3.core.mapper.RowMapper;

/** A vendor's warehouses in {@code warehouses}, listed in the order they were added. */
public final class PgWarehouseStore implements WarehouseStore {

    private static final RowMapper<Warehouse> WAREHOUSE = (row, ctx) -> new Warehouse(row.getString("id"),
            row.getString("label"), Optional.ofNullable(row.getString("city")), row.getBoolean("is_primary"));

    private final JdbiTransactions db;

    public PgWarehouseStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public boolean insert(String vendorId, Warehouse warehouse) {
        // warehouses_one_primary (V13) decides: a second primary conflicts and is not inserted.
        return db.call("inserting a warehouse", h -> h.createUpdate("""
                        INSERT INTO warehouses (id, vendor_id, label, city, is_primary)
                        VALUES (CAST(:id AS uuid), :vendor, :label, :city, :primary)
                        ON CONFLICT (vendor_id) WHERE is_primary DO NOTHING""")
                .bindMethods(warehouse)
                .bind("vendor", Ids.of(vendorId))
                .execute()) == 1;
    }

    @Override
    public List<Warehouse> forVendor(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("reading warehouses", h -> h.createQuery(
                        "SELECT * FROM warehouses WHERE vendor_id = :vendor ORDER BY seq")
                .bind("vendor", vendor).map(WAREHOUSE).list())).orElse(List.of());
    }
}
