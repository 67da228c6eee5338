package market.feeds.reliability;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/** A vendor with a writer key and {@code offers} linked offers {@code S-1..S-n} at price 100, written set-based. */
record SeededVendor(String slug, String key, int offers) {

    static SeededVendor create(Api api, ControlledPostgres postgres, String slug, int offers) throws SQLException {
        api.adminExpect("POST", "/vendors", "{\"slug\":\"" + slug + "\"}", 201);
        String key = api.adminExpect("POST", "/vendors/" + slug + "/keys",
                "{\"scopes\":[\"products:write\",\"offers:write\"]}", 201).get("secret").asText();
        String product = api.adminExpect("POST", "/catalog/products",
                "{\"name\":\"Seed " + slug + "\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}", 201)
                .get("id").asText();
        try (Connection connection = postgres.connect()) {
            try (PreparedStatement insert = connection.prepareStatement("""
                    INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued,
                                        visibility, complete)
                    SELECT gen_random_uuid(), v.id, 'S-' || g, ?::uuid, 100, 10, 1, false, 'published', true
                    FROM vendors v, generate_series(1, ?) g WHERE v.slug = ?""")) {
                insert.setString(1, product);
                insert.setInt(2, offers);
                insert.setString(3, slug);
                insert.executeUpdate();
            }
            try (PreparedStatement map = connection.prepareStatement("""
                    INSERT INTO sku_mappings (vendor_id, sku, offer_id)
                    SELECT o.vendor_id, o.sku, o.id FROM offers o JOIN vendors v ON v.id = o.vendor_id
                    WHERE v.slug = ?""")) {
                map.setString(1, slug);
                map.executeUpdate();
            }
        }
        return new SeededVendor(slug, key, offers);
    }

    /** {@code PATCH /v1/offers} body setting every offer's price to {@code price}. */
    String everyPriceTo(BigDecimal price) {
        StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
        for (int i = 1; i <= offers; i++) {
            items.add("{\"sku\":\"S-" + i + "\",\"price\":" + price.toPlainString() + "}");
        }
        return items.toString();
    }

    /** How many of the vendor's offers carry each price: one entry means no batch was applied in part. */
    Map<BigDecimal, Integer> pricesIn(ControlledPostgres postgres) throws SQLException {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT o.price, count(*) FROM offers o JOIN vendors v ON v.id = o.vendor_id
                     WHERE v.slug = ? GROUP BY o.price""")) {
            select.setString(1, slug);
            Map<BigDecimal, Integer> counts = new TreeMap<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    counts.put(rows.getBigDecimal(1).stripTrailingZeros(), rows.getInt(2));
                }
            }
            return counts;
        }
    }

    /** Requests of this vendor that were executed and journaled (replays of a stored result are not). */
    int executedRequests(ControlledPostgres postgres) throws SQLException {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT count(*) FROM requests r JOIN vendors v ON v.id = r.vendor_id
                     WHERE v.slug = ? AND NOT r.dry_run AND r.status = 'succeeded'""")) {
            select.setString(1, slug);
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
