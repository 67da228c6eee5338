package market.feeds.domain.field;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawItem;

/** Reads an item's members into {@link Sent} values once, so every check and the result share one parse. */
public final class ItemReader {

    private static final Sent<?> ABSENT = new Sent.Absent<>();
    private static final Sent<?> UNUSABLE = new Sent.Unusable<>();

    private ItemReader() {
    }

    /** A string, trimmed; an empty string stays usable so that rules can tell "empty" from "not sent". */
    public static Sent<String> text(RawItem item, FieldRule rule) {
        Optional<JsonValue> value = item.sent(rule.name());
        if (value.isEmpty()) {
            return absent();
        }
        return value.get() instanceof JsonValue.JsonString s ? new Sent.Usable<>(FieldText.trim(s.value())) : unusable();
    }

    /** A JSON number within the §2 bounds; a string such as "10" or an out-of-bounds literal is unusable. */
    public static Sent<BigDecimal> number(RawItem item, FieldRule rule) {
        Optional<JsonValue> value = item.sent(rule.name());
        if (value.isEmpty()) {
            return absent();
        }
        if (value.get() instanceof JsonValue.JsonNumber n) {
            return BoundedDecimal.parse(n.literal()).<Sent<BigDecimal>>map(Sent.Usable::new).orElseGet(ItemReader::unusable);
        }
        return unusable();
    }

    /** An RFC 3339 date-time with offset; anything else (a number included) is unusable. */
    public static Sent<Instant> timestamp(RawItem item, FieldRule rule) {
        Optional<JsonValue> value = item.sent(rule.name());
        if (value.isEmpty()) {
            return absent();
        }
        if (value.get() instanceof JsonValue.JsonString s) {
            return Rfc3339.parse(FieldText.trim(s.value())).<Sent<Instant>>map(Sent.Usable::new).orElseGet(ItemReader::unusable);
        }
        return unusable();
    }

    /** Only JSON true or false; the string "yes" is not true. */
    public static Sent<Boolean> bool(RawItem item, FieldRule rule) {
        Optional<JsonValue> value = item.sent(rule.name());
        if (value.isEmpty()) {
            return absent();
        }
        return value.get() instanceof JsonValue.JsonBoolean b ? new Sent.Usable<>(b.value()) : unusable();
    }

    @SuppressWarnings("unchecked")
    private static <T> Sent<T> absent() {
        return (Sent<T>) ABSENT;
    }

    @SuppressWarnings("unchecked")
    private static <T> Sent<T> unusable() {
        return (Sent<T>) UNUSABLE;
    }
}
