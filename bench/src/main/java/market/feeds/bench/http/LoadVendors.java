package market.feeds.bench.http;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.StringJoiner;
import java.util.UUID;

/**
 * The vendors of the issue 15 load drivers: {@code count} vendors, each with {@code offers} linked offers
 * {@code S-1..S-n}, created through the operator API and seeded set-based; bodies of random changed rows.
 */
record LoadVendors(List<String> slugs, List<String> keys, List<UUID> ids, int offers) {

    static LoadVendors create(BenchService service, int count, int offers) throws SQLException {
        BenchClient client = new BenchClient(service.port());
        String operator = BenchService.OPERATOR_TOKEN;
        String catalogId = client.call("POST", "/admin/v1/catalog/products", operator,
                "{\"name\":\"Load seed\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}", 201)
                .get("id").asText();
        List<String> slugs = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        List<UUID> ids = new ArrayList<>();
        for (int v = 1; v <= count; v++) {
            String slug = "load-" + v;
            client.call("POST", "/admin/v1/vendors", operator, "{\"slug\":\"" + slug + "\"}", 201);
            keys.add(client.call("POST", "/admin/v1/vendors/" + slug + "/keys", operator,
                    "{\"scopes\":[\"products:write\",\"offers:write\"]}", 201).get("secret").asText());
            OfferSeed.seed(service.database(), slug, catalogId, offers);
            slugs.add(slug);
            ids.add(SqlFloor.vendorId(service.database(), slug));
        }
        return new LoadVendors(List.copyOf(slugs), List.copyOf(keys), List.copyOf(ids), offers);
    }

    /** {@code rows} distinct skus of one vendor, at random. */
    String[] skus(Random random, int rows) {
        Set<String> skus = new LinkedHashSet<>();
        while (skus.size() < rows) {
            skus.add("S-" + (1 + random.nextInt(offers)));
        }
        return skus.toArray(String[]::new);
    }

    /** A price per row that differs from the stored one with near certainty, so every row is a real write. */
    static BigDecimal[] prices(Random random, int rows) {
        BigDecimal[] prices = new BigDecimal[rows];
        for (int i = 0; i < rows; i++) {
            prices[i] = BigDecimal.valueOf(100_00 + random.nextInt(900_000), 2);
        }
        return prices;
    }

    static BigDecimal[] stocks(Random random, int rows) {
        BigDecimal[] stocks = new BigDecimal[rows];
        for (int i = 0; i < rows; i++) {
            stocks[i] = BigDecimal.valueOf(1 + random.nextInt(1000));
        }
        return stocks;
    }

    static String body(String[] skus, BigDecimal[] prices, BigDecimal[] stocks) {
        StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
        for (int i = 0; i < skus.length; i++) {
            items.add("{\"sku\":\"" + skus[i] + "\",\"price\":" + prices[i].toPlainString() + ",\"stock\":"
                    + stocks[i].toPlainString() + "}");
        }
        return items.toString();
    }
}
