package market.feeds.domain.limit;

/** The contract's one size limit for bodies: a write request's body and a pulled feed (after decompression). */
public final class BodyLimit {

    /** 16 MiB. */
    public static final int BYTES = 16 * 1024 * 1024;

    private BodyLimit() {
    }

    /** The problem detail of {@code payload_too_large}. */
    public static String exceededDetail() {
        return "The body exceeds " + BYTES + " bytes.";
    }
}
