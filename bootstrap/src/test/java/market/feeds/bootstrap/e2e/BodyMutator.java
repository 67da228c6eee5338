package market.feeds.bootstrap.e2e;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutations of a valid write body, each one guaranteed to break the request as a whole (never a
 * body that could pass with rejected rows): truncation, bytes that are not UTF-8, raw NUL, escaped NUL and
 * unpaired surrogates in strings, structural characters flipped, nesting past 64, huge and non-finite
 * numbers, duplicate members, trailing content, wrong top-level types, unknown and empty members.
 */
final class BodyMutator {

    private static final byte[][] NOT_UTF8 = {
        {(byte) 0xFF}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xE0, (byte) 0x80, (byte) 0xAF}, {(byte) 0x80},
        {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}};

    private final Random random;

    BodyMutator(long seed) {
        this.random = new Random(seed);
    }

    /** A mutated copy of {@code body} (ASCII JSON of the form {"items":[…]}) and the mutation's name. */
    Mutation mutate(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return switch (random.nextInt(14)) {
            case 0 -> new Mutation("truncated", java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length - 1)));
            case 1 -> new Mutation("not utf-8", insert(bytes, randomPosition(bytes), NOT_UTF8[random.nextInt(NOT_UTF8.length)]));
            case 2 -> new Mutation("raw nul", insert(bytes, randomPosition(bytes), new byte[] {0}));
            case 3 -> new Mutation("escaped nul", insideAString(body, "\\u0000"));
            case 4 -> new Mutation("unpaired surrogate", insideAString(body, random.nextBoolean() ? "\\ud800" : "\\udfff"));
            case 5 -> new Mutation("structural flip", flipStructural(body));
            case 6 -> new Mutation("deep nesting", deep(body, 65 + random.nextInt(500)));
            case 7 -> new Mutation("huge number", ascii("{\"items\":" + huge() + "}"));
            case 8 -> new Mutation("non-finite", ascii(body.replaceFirst(":(-?[0-9.]+)", ":"
                    + List.of("NaN", "Infinity", "-Infinity", "1e", "01", "+1", ".5").get(random.nextInt(7)))));
            case 9 -> new Mutation("duplicate member", duplicate(body));
            case 10 -> new Mutation("trailing content", ascii(body + List.of(" {}", "x", "]", " []", ",").get(random.nextInt(5))));
            case 11 -> new Mutation("wrong top level", ascii(List.of("[" + body + "]", "\"items\"", "null", "42", "true",
                    "{\"items\":{}}", "{\"items\":\"[]\"}", "{\"items\":null}", "{}").get(random.nextInt(9))));
            case 12 -> new Mutation("unknown member", ascii(body.substring(0, body.length() - 1) + ",\""
                    + List.of("currency", "vat_rate", "lead_time_days", "Items", "item").get(random.nextInt(5)) + "\":1}"));
            default -> new Mutation("no items", ascii("{\"items\":[]}"));
        };
    }

    record Mutation(String kind, byte[] body) {
    }

    private int randomPosition(byte[] bytes) {
        return random.nextInt(bytes.length + 1);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] insert(byte[] bytes, int at, byte[] inserted) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(bytes, 0, at);
        out.writeBytes(inserted);
        out.write(bytes, at, bytes.length - at);
        return out.toByteArray();
    }

    /** Inserts {@code escape} right after the opening quote of a random string (member name or value). */
    private byte[] insideAString(String body, String escape) {
        List<Integer> openings = quotes(body, true);
        int at = openings.get(random.nextInt(openings.size())) + 1;
        return ascii(body.substring(0, at) + escape + body.substring(at));
    }

    /** Replaces one structural character (or string delimiter) with a byte never valid outside a string. */
    private byte[] flipStructural(String body) {
        List<Integer> positions = new ArrayList<>(quotes(body, false));
        boolean inString = false;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '"' && body.charAt(i - 1) != '\\') {
                inString = !inString;
            } else if (!inString && "{}[]:,".indexOf(c) >= 0) {
                positions.add(i);
            }
        }
        int at = positions.get(random.nextInt(positions.size()));
        return ascii(body.substring(0, at) + "#;=)(".charAt(random.nextInt(5)) + body.substring(at + 1));
    }

    /** Positions of unescaped quotes; only opening ones when {@code openingOnly}. */
    private static List<Integer> quotes(String body, boolean openingOnly) {
        List<Integer> positions = new ArrayList<>();
        boolean inString = false;
        for (int i = 0; i < body.length(); i++) {
            if (body.charAt(i) == '"' && (i == 0 || body.charAt(i - 1) != '\\')) {
                if (!openingOnly || !inString) {
                    positions.add(i);
                }
                inString = !inString;
            }
        }
        return positions;
    }

    private static byte[] deep(String body, int depth) {
        String items = body.substring(body.indexOf('['), body.lastIndexOf(']') + 1);
        return ascii("{\"items\":" + "[".repeat(depth) + items + "]".repeat(depth) + "}");
    }

    private String huge() {
        return List.of("1e999999999", "123456789012345678901234567890123456789", "-1E-999999999",
                "9".repeat(2000), "1" + "0".repeat(400) + ".5").get(random.nextInt(5));
    }

    private byte[] duplicate(String body) {
        if (random.nextBoolean()) {
            return ascii("{\"items\":[]," + body.substring(1));
        }
        int sku = body.indexOf("\"sku\":");
        return ascii(body.substring(0, sku) + "\"sku\":\"DUP\"," + body.substring(sku));
    }
}
