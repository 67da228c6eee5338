package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import market.feeds.domain.limit.BodyLimit;

/**
 * Reads a request body without ever holding more than the limit: a declared {@code Content-Length} above
 * it is refused before reading, and a chunked body is counted while it arrives.
 */
public final class BoundedBody {

    /** The vendor contract's body limit (16 MiB). */
    public static final long LIMIT = BodyLimit.BYTES;
    /** The most an early answer reads and throws away so the client, still sending, gets to read it. */
    static final long DISCARD_LIMIT = 2 * LIMIT;
    private static final long DISCARD_MILLIS = 5_000;
    private static final int CHUNK = 64 * 1024;

    /** The body, or nothing when it exceeds {@code limit}. */
    public sealed interface Read {
        record Bytes(byte[] bytes) implements Read {
        }

        record TooLarge() implements Read {
        }
    }

    private BoundedBody() {
    }

    public static Read read(Context ctx) throws IOException {
        return read(ctx, LIMIT);
    }

    public static Read read(Context ctx, long limit) throws IOException {
        long declared = ctx.req().getContentLengthLong();
        if (declared > limit) {
            return new Read.TooLarge();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(declared > 0 ? (int) declared : CHUNK);
        byte[] buffer = new byte[CHUNK];
        long total = 0;
        // Left open: after TooLarge the rest is discarded through the same stream (discardRest).
        InputStream in = ctx.req().getInputStream();
        int n;
        while ((n = in.read(buffer)) != -1) {
            total += n;
            if (total > limit) {
                return new Read.TooLarge();
            }
            out.write(buffer, 0, n);
        }
        return new Read.Bytes(out.toByteArray());
    }

    /**
     * Reads and throws away what is left of the body after an early answer (401, 403, 429, 413), bounded in
     * bytes and time. Without it the server closes a connection the client is still writing to, and the client
     * sees a reset instead of the answer (the "lingering close" of HTTP servers). Nothing is kept.
     */
    public static void discardRest(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        boolean chunked = "chunked".equalsIgnoreCase(ctx.header("Transfer-Encoding"));
        if (declared > DISCARD_LIMIT || (declared <= 0 && !chunked)) {
            return;
        }
        long deadline = System.currentTimeMillis() + DISCARD_MILLIS;
        byte[] buffer = new byte[CHUNK];
        long total = 0;
        try {
            InputStream in = ctx.req().getInputStream();
            int n;
            while ((n = in.read(buffer)) != -1) {
                total += n;
                if (total > DISCARD_LIMIT || System.currentTimeMillis() > deadline) {
                    return;
                }
            }
        } catch (IOException | IllegalStateException gone) {
            // The client went away or the stream is closed: there is nobody left to answer.
        }
    }
}
