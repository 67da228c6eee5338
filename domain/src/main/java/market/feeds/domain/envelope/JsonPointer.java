package market.feeds.domain.envelope;

import market.feeds.domain.limit.EchoedValue;

/**
 * RFC 6901 reference tokens of member names, the one place every problem pointer's name segments come from: a
 * member named {@code a/b} points correctly, and an over-long name is cut like every echoed value
 * ({@link EchoedValue}), since a name is bounded by the body limit only and a 16 MiB name would come back whole.
 * A cut segment ends in the cut mark and so names no member; the pointer still leads to the right object.
 */
public final class JsonPointer {

    private JsonPointer() {
    }

    /** {@code name} cut to 256 code points and the cut mark when longer, then escaped ({@code ~0}, {@code ~1}). */
    public static String token(String name) {
        // Cut first: escaping first could leave half of a "~0" or "~1" at the cut.
        return EchoedValue.cut(name).replace("~", "~0").replace("/", "~1");
    }
}
