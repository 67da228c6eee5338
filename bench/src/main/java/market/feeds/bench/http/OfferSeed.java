package market.feeds.bench.http;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** Writes a vendor's offers and live sku mappings set-based, straight into the service's tables. */
public final class OfferSeed {

    private OfferSeed() {
    }

    public static void seed(DataSource database, String vendorSlug, String catalogProductId, int count) throws SQLException {
        try (Connection connection = database.getConnection()) {
            // A bulk load, not a request: the pool's statement and socket timeouts would end it on a loaded
            // machine. The pool restores the socket timeout when the connection goes back.
            connection.setNetworkTimeout(Runnable::run, 0);
            try (Statement settings = connection.createStatement()) {
                settings.execute("SET statement_timeout = 0");
            }
            try (PreparedStatement insert = connection.prepareStatement("""
                    INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued,
                                        visibility, complete)
                    SELECT gen_random_uuid(), v.id, 'S-' || g, ?::uuid, 100, 10, 1, false, 'published', true
                    FROM vendors v, generate_series(1, ?) g WHERE v.slug = ?""")) {
                insert.setString(1, catalogProductId);
                insert.setInt(2, count);
                insert.setString(3, vendorSlug);
                insert.executeUpdate();
            }
            try (PreparedStatement map = connection.prepareStatement("""
                    INSERT INTO sku_mappings (vendor_id, sku, offer_id)
                    SELECT o.vendor_id, o.sku, o.id FROM offers o JOIN vendors v ON v.id = o.vendor_id
                    WHERE v.slug = ?""")) {
                map.setString(1, vendorSlug);
                map.executeUpdate();
            }
            try (Statement analyze = connection.createStatement()) {
                // VACUUM as autovacuum would soon after a bulk load: sets the visibility map, so index-only scans
                // of sku_mappings stop fetching the heap, for the request and the floor alike.
                analyze.execute("VACUUM (ANALYZE) offers");
                analyze.execute("VACUUM (ANALYZE) sku_mappings");
            } finally {
                try (Statement settings = connection.createStatement()) {
                    settings.execute("RESET statement_timeout");
                }
            }
        }
    }
}
