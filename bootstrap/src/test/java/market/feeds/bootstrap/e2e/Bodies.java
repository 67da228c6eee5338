package market.feeds.bootstrap.e2e;

import java.util.StringJoiner;

/** Request bodies of the vendor contract, built from JSON item fragments. */
public final class Bodies {

    private Bodies() {
    }

    public static String items(String... items) {
        StringJoiner joiner = new StringJoiner(",", "{\"items\":[", "]}");
        for (String item : items) {
            joiner.add(item);
        }
        return joiner.toString();
    }

    /** A product row that passes every check, for {@code sku}. */
    public static String product(String sku) {
        return "{\"sku\":\"" + sku + "\",\"name\":\"Hybrid seed " + sku + "\",\"brand\":\"Agro\",\"category\":\"Seeds\","
                + "\"unit\":\"bag\",\"price\":100.5,\"stock\":10}";
    }

    public static String products(String prefix, int count) {
        String[] items = new String[count];
        for (int i = 0; i < count; i++) {
            items[i] = product(prefix + i);
        }
        return items(items);
    }

    public static String offer(String sku, String fields) {
        return "{\"sku\":\"" + sku + "\"," + fields + "}";
    }
}
