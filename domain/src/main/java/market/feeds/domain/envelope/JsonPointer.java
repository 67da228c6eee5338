package market.feeds.domain.envelope;

/** RFC 6901 reference-token escaping, so a member named {@code a/b} points correctly. */
public final class JsonPointer {

    private JsonPointer() {
    }

    public static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
