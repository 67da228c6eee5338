package market.feeds.application.testing;

import static market.feeds.application.testing.Json.obj;

/** Typical valid rows of the two item tables, for tests to vary. */
public final class Rows {

    private Rows() {
    }

    public static String product(String sku, String name, String price) {
        return obj("sku", sku, "name", name, "brand", "Dekalb", "category", "Семена", "unit", "шт.",
                "price", Json.num(price), "stock", 40);
    }

    public static String product(String sku) {
        return product(sku, "Hybrid corn DKC 3730", "2500.50");
    }

    public static String priceUpdate(String sku, String price) {
        return obj("sku", sku, "price", Json.num(price));
    }
}
