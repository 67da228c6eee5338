package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.domain.limit.BodyLimit;
import org.eclipse.jetty.io.EofException;

/**
 * Reads a request body without ever holding more than the limit or more than has arrived: a declared
 * {@code Content-Length} above the limit is refused before reading; otherwise the body is kept in chunks
 * (64 KiB, then just under 1 MiB each) allocated as bytes arrive, each paid for in the shared {@link BodyBudget}, within the
 * whole-body deadline of {@link BodyIntake}. A complete body also pays for the strict reader's working set
 * before anything parses it.
 */
public final class BoundedBody {

    /** The vendor contract's body limit (16 MiB). */
    public static final long LIMIT = BodyLimit.BYTES;
    /** The most an early answer reads and throws away so the client, still sending, gets to read it. */
    static final long DISCARD_LIMIT = 2 * LIMIT;
    private static final long DISCARD_MILLIS = 5_000;
    /** The first chunk: all that most bodies ever need. */
    static final int CHUNK = 64 * 1024;
    /**
     * Every further chunk: just under G1's smallest region (1 MiB), so more than half a region. G1 puts such
     * an array straight into old regions of its own and never copies it; 64 KiB chunks of bodies still
     * arriving were copied by every young collection, which at {@code -Xmx256m} under 8 large bodies made
     * pauses of 200–300 ms that every other request waited through (issue 12, case 5; decision 0504).
     */
    static final int LARGE_CHUNK = 1024 * 1024 - 64;

    /** The body, or why there is none. */
    public sealed interface Read {
        /** The whole body; close it once the body and what was parsed from it are no longer needed. */
        record Bytes(byte[] bytes, Reservation reservation) implements Read, AutoCloseable {
            @Override
            public void close() {
                reservation.close();
            }
        }

        record TooLarge() implements Read {
        }

        /**
         * The body did not arrive within the deadline, or the client ended it before its declared length;
         * the connection is closed after the answer.
         *
         * @param detail why, for the problem's {@code detail}
         */
        record Incomplete(String detail) implements Read {
        }
    }

    private BoundedBody() {
    }

    public static Read read(Context ctx) throws IOException {
        return read(ctx, LIMIT);
    }

    /** Throws {@link BodyBudgetExhausted} when no room for the body came in time. */
    public static Read read(Context ctx, long limit) throws IOException {
        if (ctx.req().getContentLengthLong() > limit) {
            return new Read.TooLarge();
        }
        BodyIntake intake = BodyIntake.of(ctx);
        Reservation reservation = new Reservation(intake.budget());
        boolean kept = false;
        try (BodyDeadline deadline = new BodyDeadline(ctx, intake.deadline())) {
            Read read = readChunks(ctx.req().getInputStream(), limit, reservation, deadline);
            kept = read instanceof Read.Bytes;
            if (read instanceof Read.Incomplete) {
                ctx.header("Connection", "close");
            }
            return read;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for room for the body", interrupted);
        } finally {
            if (!kept) {
                reservation.close();
            }
        }
    }

    // Left open: after TooLarge the rest is discarded through the same stream (discardRest).
    private static Read readChunks(InputStream in, long limit, Reservation reservation, BodyDeadline deadline)
            throws IOException, InterruptedException {
        List<byte[]> chunks = new ArrayList<>();
        byte[] chunk = new byte[0];
        int filled = 0;
        long total = 0;
        while (true) {
            if (filled == chunk.length) {
                // The next chunk is paid for and allocated only now that the previous one is full.
                int size = chunks.isEmpty() ? CHUNK : LARGE_CHUNK;
                reservation.takeForBody(size);
                chunk = new byte[size];
                chunks.add(chunk);
                filled = 0;
            }
            if (!deadline.beforeRead()) {
                return tooSlow(deadline);
            }
            int n;
            try {
                n = in.read(chunk, filled, chunk.length - filled);
            } catch (EofException ended) {
                // The client closed or reset its side: not a fault of the service, and nobody may be left to answer.
                return new Read.Incomplete("The body ended before its declared length.");
            } catch (IOException failed) {
                if (deadline.passed()) {
                    return tooSlow(deadline);
                }
                throw failed;
            }
            if (n == -1) {
                byte[] body = join(chunks, total);
                reservation.takeForWorkingSet(StrictJsonReader.workingBytes(body));
                return new Read.Bytes(body, reservation);
            }
            filled += n;
            total += n;
            if (total > limit) {
                return new Read.TooLarge();
            }
        }
    }

    private static Read tooSlow(BodyDeadline deadline) {
        return new Read.Incomplete("The body did not arrive within " + deadline.seconds() + " seconds.");
    }

    /** One array for the parser; the chunks become garbage as soon as it is filled. */
    private static byte[] join(List<byte[]> chunks, long total) {
        byte[] body = new byte[(int) total];
        int at = 0;
        for (byte[] chunk : chunks) {
            int n = (int) Math.min(chunk.length, total - at);
            System.arraycopy(chunk, 0, body, at, n);
            at += n;
        }
        chunks.clear();
        return body;
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
        byte[] buffer = new byte[CHUNK];
        long total = 0;
        // The same bound on each blocking read as the body's own deadline: a client that stalls mid-body gets its
        // answer after the discard's time, not after the connection's whole idle timeout.
        try (BodyDeadline deadline = new BodyDeadline(ctx, Duration.ofMillis(DISCARD_MILLIS))) {
            InputStream in = ctx.req().getInputStream();
            int n;
            while (deadline.beforeRead() && (n = in.read(buffer)) != -1) {
                total += n;
                if (total > DISCARD_LIMIT) {
                    return;
                }
            }
        } catch (IOException | IllegalStateException gone) {
            // The client went away, stalled past the bound, or the stream is closed: the answer goes out as it is.
        }
    }
}
