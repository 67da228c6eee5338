package market.feeds.adapters.http.body;

import jakarta.servlet.ServletInputStream;
import java.io.IOException;

/**
 * Reads the part of a body that has already arrived, on the request's own thread, never waiting for the client: most
 * bodies arrive whole with their headers, and for them the asynchronous round of {@link BodyInput} (a dispatch, a
 * listener, the answer from another thread) cost the small writes 14-33 % (decision 0508, amended). Only a body still
 * arriving once these bytes are read goes on asynchronously, into the same sink.
 *
 * <p>What this relies on, read in Jetty 12.1's ee10 {@code HttpInput}, {@code BlockingContentProducer} and
 * HTTP/1.1 {@code HttpConnection}: before a read listener is set, {@code available()} parses what the connection
 * has buffered and fills it from the socket without blocking, and answers the bytes of the chunk at hand (0 when
 * there is none yet); a {@code read} after a positive {@code available()} takes them from that chunk at once. The end
 * of the body is not visible that way (its last chunk is empty), so a body is complete here only once its
 * {@code Content-Length} has arrived; a chunked body always goes on asynchronously.
 */
final class ArrivedBytes {

    private ArrivedBytes() {
    }

    /**
     * Feeds {@code sink} the bytes already there, up to {@code declared}, and tells it the body ended once all are in.
     * True when every declared byte is in the sink; false when some are still on their way, the length is not
     * declared, or there is no room in the budget for them now. The sink may be settled either way (the whole body,
     * or a failure). Never blocks.
     */
    static boolean readInto(ServletInputStream in, BodyInput.Sink sink, long declared) {
        if (declared < 0) {
            return false;
        }
        long left = declared;
        try {
            while (left > 0 && !sink.settled()) {
                byte[] buffer = sink.buffer();
                if (buffer == null || in.available() <= 0) {
                    return false;
                }
                int n = in.read(buffer, sink.offset(), (int) Math.min(buffer.length - sink.offset(), left));
                if (n < 0) {
                    // Not after a positive available(); should it happen, the asynchronous reading sees the same end.
                    return false;
                }
                sink.took(n);
                left -= n;
            }
            if (left == 0 && !sink.settled()) {
                sink.ended();
            }
        } catch (IOException | RuntimeException failure) {
            sink.failed(failure);
        }
        return left == 0;
    }
}
