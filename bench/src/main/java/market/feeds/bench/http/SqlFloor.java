package market.feeds.bench.http;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The raw SQL floor of a 5000-row price/stock change: one set-based UPDATE of the offers by vendor and sku, no judging,
 * no journal, no idempotency record — what no service can beat. It reaches each row through offers_by_vendor_sku, as
 * the service's lookup does since decision 0820; through sku_mappings (the floor of the figures before 0820) it touches
 * two more structures per row, and on 1,000,000 offers it took 1.7× as long. The vendor is named by id, as the service
 * knows it from the key: joined by slug, PostgreSQL planned a hash join over every mapping of every vendor, which made
 * the "floor" slower than it needs to be.
 */
final class SqlFloor {

    private static final String UPDATE = """
            UPDATE offers o SET price = v.price, stock = v.stock
            FROM unnest(?::text[], ?::numeric[], ?::numeric[]) AS v(sku, price, stock)
            WHERE o.vendor_id = ? AND o.sku = v.sku""";

    private SqlFloor() {
    }

    /** The vendor's id, looked up once before anything is timed. */
    static UUID vendorId(DataSource database, String vendorSlug) throws SQLException {
        try (Connection connection = database.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT id FROM vendors WHERE slug = ?")) {
            select.setString(1, vendorSlug);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    throw new IllegalStateException("no vendor " + vendorSlug);
                }
                return row.getObject(1, UUID.class);
            }
        }
    }

    static long apply(DataSource database, UUID vendor, String[] skus, BigDecimal[] prices, BigDecimal[] stocks)
            throws SQLException {
        try (Connection connection = database.getConnection();
             PreparedStatement update = connection.prepareStatement(UPDATE)) {
            Array skuArray = connection.createArrayOf("text", skus);
            Array priceArray = connection.createArrayOf("numeric", prices);
            Array stockArray = connection.createArrayOf("numeric", stocks);
            long start = System.nanoTime();
            update.setArray(1, skuArray);
            update.setArray(2, priceArray);
            update.setArray(3, stockArray);
            update.setObject(4, vendor);
            int rows = update.executeUpdate();
            long elapsed = System.nanoTime() - start;
            if (rows != skus.length) {
                throw new IllegalStateException("the floor updated " + rows + " rows, expected " + skus.length);
            }
            return elapsed;
        }
    }
}
