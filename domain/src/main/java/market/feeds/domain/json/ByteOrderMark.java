package market.feeds.domain.json;

/**
 * The UTF-8 byte order mark (EF BB BF) that may open a body (operations contract §2: "ignored"). One definition for
 * every place that skips it: the strict reader, and the fingerprint that tells a retry's body from another.
 */
public final class ByteOrderMark {

    public static final int LENGTH = 3;

    private ByteOrderMark() {
    }

    /** True when {@code bytes} hold a byte order mark at {@code at}. */
    public static boolean at(byte[] bytes, int at) {
        return bytes.length >= at + LENGTH
                && (bytes[at] & 0xFF) == 0xEF && (bytes[at + 1] & 0xFF) == 0xBB && (bytes[at + 2] & 0xFF) == 0xBF;
    }

    /** Where the content of {@code bytes} starts: after a leading byte order mark, or at 0. */
    public static int skipped(byte[] bytes) {
        return at(bytes, 0) ? LENGTH : 0;
    }
}
