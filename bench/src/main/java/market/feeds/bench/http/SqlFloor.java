package market.feeds.bench.http;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The raw SQL floor of a 5000-row price/stock change: one set-based UPDATE through the sku mappings, no
 * judging, no journal, no idempotency record — what no service can beat.
 */
final class SqlFloor {

    private static final String UPDATE = """
            UPDATE offers o SET price = v.price, stock = v.stock
            FROM sku_mappings m, vendors vd, unnest(?::text[], ?::numeric[], ?::numeric[]) AS v(sku, price, stock)
            WHERE vd.slug = ? AND m.vendor_id = vd.id AND m.sku = v.sku AND o.id = m.offer_id""";

    private SqlFloor() {
    }

    static long apply(DataSource database, String vendorSlug, String[] skus, BigDecimal[] prices, BigDecimal[] stocks)
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
            update.setString(4, vendorSlug);
            int rows = update.executeUpdate();
            long elapsed = System.nanoTime() - start;
            if (rows != skus.length) {
                throw new IllegalStateException("the floor updated " + rows + " rows, expected " + skus.length);
            }
            return elapsed;
        }
    }
}
