package market.feeds.bench.http;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Writes one linked position per offer of a vendor, set-based: every offer came from a reviewed position, so a
 * vendor's {@code positions} are at least as many as its offers, and the products path meets a table that size.
 */
final class PositionSeed {

    private PositionSeed() {
    }

    static void seed(DataSource database, String vendorSlug) throws SQLException {
        try (Connection connection = database.getConnection()) {
            // A bulk load, not a request: the pool's statement and socket timeouts would end it on a loaded
            // machine. The pool restores the socket timeout when the connection goes back.
            connection.setNetworkTimeout(Runnable::run, 0);
            try (Statement settings = connection.createStatement()) {
                settings.execute("SET statement_timeout = 0");
            }
            try (PreparedStatement insert = connection.prepareStatement("""
                    INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, state,
                                           request_id, idx, offer_id)
                    SELECT gen_random_uuid(), o.vendor_id, o.sku, 'Hybrid seed', 'Agro', 'seeds', 'bag', o.price,
                           o.stock, o.moq, 'linked', gen_random_uuid(), 0, o.id
                    FROM offers o JOIN vendors v ON v.id = o.vendor_id WHERE v.slug = ?""")) {
                insert.setString(1, vendorSlug);
                insert.executeUpdate();
            }
            try (Statement analyze = connection.createStatement()) {
                analyze.execute("VACUUM (ANALYZE) positions");
            } finally {
                try (Statement settings = connection.createStatement()) {
                    settings.execute("RESET statement_timeout");
                }
            }
        }
    }
}
