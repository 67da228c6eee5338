package market.feeds.bench;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import market.feeds.domain.offer.OfferChangeRequest;

/**
 * The raw SQL floor: the sku lookup and the same updates as one hand-written {@code UPDATE … FROM unnest}, in one
 * transaction on plain JDBC, with no locking read, no policy and no mapping layer.
 */
final class FloorPath {

    private static final String LOOKUP = """
            SELECT o.sku, o.id FROM unnest(?::text[]) AS s(sku)
            JOIN offers o ON o.vendor_id = ?::uuid AND o.sku = s.sku AND o.deleted_at IS NULL""";
    private static final String UPDATE = """
            UPDATE offers o SET price = c.price, stock = c.stock, moq = c.moq, discontinued = c.discontinued,
                                updated_at = c.updated_at
            FROM unnest(?::uuid[], ?::numeric[], ?::numeric[], ?::numeric[], ?::boolean[], ?::timestamptz[])
                 AS c(id, price, stock, moq, discontinued, updated_at)
            WHERE o.id = c.id""";

    private final DataSource dataSource;

    FloorPath(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    int apply(String vendorId, List<OfferChangeRequest> requests) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            Map<String, UUID> ids = lookup(connection, vendorId, requests);
            int n = requests.size();
            UUID[] offerIds = new UUID[n];
            BigDecimal[] prices = new BigDecimal[n];
            BigDecimal[] stocks = new BigDecimal[n];
            BigDecimal[] moqs = new BigDecimal[n];
            Boolean[] discontinued = new Boolean[n];
            String[] updatedAt = new String[n];
            for (int i = 0; i < n; i++) {
                OfferChangeRequest request = requests.get(i);
                offerIds[i] = ids.get(request.sku());
                prices[i] = request.price().orElseThrow();
                stocks[i] = request.stock().orElseThrow();
                moqs[i] = BigDecimal.ONE;
                discontinued[i] = false;
                updatedAt[i] = request.updatedAt().orElseThrow().toString();
            }
            int updated;
            try (PreparedStatement update = connection.prepareStatement(UPDATE)) {
                update.setArray(1, connection.createArrayOf("uuid", offerIds));
                update.setArray(2, connection.createArrayOf("numeric", prices));
                update.setArray(3, connection.createArrayOf("numeric", stocks));
                update.setArray(4, connection.createArrayOf("numeric", moqs));
                update.setArray(5, connection.createArrayOf("boolean", discontinued));
                update.setArray(6, connection.createArrayOf("text", updatedAt));
                updated = update.executeUpdate();
            }
            connection.commit();
            return updated;
        }
    }

    private static Map<String, UUID> lookup(Connection connection, String vendorId, List<OfferChangeRequest> requests)
            throws SQLException {
        Map<String, UUID> ids = new HashMap<>(requests.size() * 2);
        try (PreparedStatement lookup = connection.prepareStatement(LOOKUP)) {
            Array skus = connection.createArrayOf("text", requests.stream().map(OfferChangeRequest::sku).toArray());
            lookup.setArray(1, skus);
            lookup.setString(2, vendorId);
            try (ResultSet rows = lookup.executeQuery()) {
                while (rows.next()) {
                    ids.put(rows.getString(1), rows.getObject(2, UUID.class));
                }
            }
        }
        return ids;
    }
}
