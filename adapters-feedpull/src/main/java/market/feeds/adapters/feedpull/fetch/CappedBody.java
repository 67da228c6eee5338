package market.feeds.adapters.feedpull.fetch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Reads a response body up to a byte limit counted on the decoded stream (after OkHttp's transparent
 * gunzip), so a small compressed body cannot inflate past the limit; chunked or not makes no difference.
 */
final class CappedBody {

    private static final int CHUNK = 64 * 1024;

    private CappedBody() {
    }

    /** The whole body, or empty as soon as it passes {@code maxBytes}; the rest is never read. */
    static Optional<byte[]> read(InputStream decoded, long declaredLength, long maxBytes) throws IOException {
        int initial = declaredLength > 0 ? (int) Math.min(declaredLength, maxBytes) : CHUNK;
        ByteArrayOutputStream out = new ByteArrayOutputStream(initial);
        byte[] chunk = new byte[CHUNK];
        long total = 0;
        for (int n = decoded.read(chunk); n != -1; n = decoded.read(chunk)) {
            total += n;
            if (total > maxBytes) {
                return Optional.empty();
            }
            out.write(chunk, 0, n);
        }
        return Optional.of(out.toByteArray());
    }
}
