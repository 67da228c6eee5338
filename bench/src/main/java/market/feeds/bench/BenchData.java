package market.feeds.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * The benchmark's data set, created set-based with {@code generate_series}: {@code vendors} vendors with
 * {@code perVendor} offers each (one sku mapping per offer), all of one catalogue product.
 */
final class BenchData {

    private BenchData() {
    }

    /** Returns the id of the vendor whose offers the benchmark patches. */
    static String create(DataSource dataSource, int vendors, int perVendor) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute("SET statement_timeout = 0");
            sql.execute("""
                    INSERT INTO vendors (id, slug, name, active, may_publish)
                    SELECT gen_random_uuid(), 'bench-' || v, 'Bench vendor ' || v, true, true
                    FROM generate_series(1, %d) AS v""".formatted(vendors));
            sql.execute("""
                    INSERT INTO catalog_products (id, name, brand, brand_key, category, unit)
                    VALUES (gen_random_uuid(), 'Bench product', 'Bench', 'bench', 'seeds', 'bag')""");
            sql.execute("""
                    INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued,
                                        visibility, complete, updated_at)
                    SELECT gen_random_uuid(), v.id, 'SKU-' || lpad(g::text, 7, '0'), p.id, 10 + g %% 100, g %% 50, 1,
                           false, 'published', true, timestamptz '2026-01-01T00:00:00Z'
                    FROM vendors v CROSS JOIN generate_series(1, %d) AS g CROSS JOIN catalog_products p
                    ORDER BY g, v.slug""".formatted(perVendor));
            sql.execute("INSERT INTO sku_mappings (vendor_id, sku, offer_id) SELECT vendor_id, sku, id FROM offers");
            sql.execute("VACUUM ANALYZE offers");
            sql.execute("VACUUM ANALYZE sku_mappings");
            try (ResultSet vendor = sql.executeQuery("SELECT id FROM vendors WHERE slug = 'bench-1'")) {
                vendor.next();
                return vendor.getString(1);
            }
        }
    }

    static long count(DataSource dataSource, String table) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
             ResultSet rows = sql.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
