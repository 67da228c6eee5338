package market.feeds.application.json;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import market.feeds.domain.json.ByteOrderMark;

/**
 * The strict reader's verdicts on text, for readers of bodies other than the vendor envelope (the operator API,
 * the console's forms): the same UTF-8 check and the same string rules, so no text the vendor API would refuse
 * reaches the store through another door (PostgreSQL cannot hold U+0000, and would store an unpaired surrogate
 * as {@code ?}).
 */
public final class StrictText {

    private StrictText() {
    }

    /** Why {@code body} is not strict UTF-8 (a byte order mark at the start ignored), or empty when it is. */
    public static Optional<String> utf8Fault(byte[] body) {
        return Utf8Validator.firstFault(body, bomLength(body)).map(Utf8Fault::detail);
    }

    /** {@code body} as text, a leading byte order mark left out; for a body {@link #utf8Fault} found no fault in. */
    public static String text(byte[] body) {
        int start = bomLength(body);
        return new String(body, start, body.length - start, StandardCharsets.UTF_8);
    }

    /** What a decoded string holds that no stored text may ({@code U+0000}, an unpaired surrogate), or empty. */
    public static Optional<String> stringFault(String text) {
        return StringRules.violation(text);
    }

    private static int bomLength(byte[] body) {
        return ByteOrderMark.skipped(body);
    }
}
