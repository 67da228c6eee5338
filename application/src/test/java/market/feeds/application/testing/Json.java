package market.feeds.application.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Writes small JSON request bodies for tests; numbers given as text stay literals ({@code "10.00"} → 10.00). */
public final class Json {

    private Json() {
    }

    /** A member value that is written as a JSON number literal. */
    public record Num(String literal) {
    }

    public static Num num(String literal) {
        return new Num(literal);
    }

    /** An object from name/value pairs in order; values are String, Num, Number, Boolean or null. */
    public static String obj(Object... namesAndValues) {
        List<String> members = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            members.add(string((String) namesAndValues[i]) + ":" + value(namesAndValues[i + 1]));
        }
        return "{" + String.join(",", members) + "}";
    }

    public static String items(List<String> items) {
        return "{\"items\":[" + String.join(",", items) + "]}";
    }

    public static String items(String... items) {
        return items(List.of(items));
    }

    public static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    private static String value(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Num n) {
            return n.literal();
        }
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        if (value instanceof Map<?, ?>) {
            throw new IllegalArgumentException("nested objects: write them as text");
        }
        return string(value.toString());
    }

    private static String string(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
