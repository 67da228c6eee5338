package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import market.feeds.domain.limit.BodyLimit;

/**
 * Reads a request body without ever holding more than the limit or more than has arrived, and without a thread
 * waiting on a slow client (decision 0508): a declared {@code Content-Length} above the limit is refused before
 * reading; otherwise the body is kept in chunks (64 KiB, then just under 1 MiB each) allocated as bytes arrive, each
 * paid for in the shared {@link BodyBudget}, within the whole-body deadline of {@link BodyIntake}. A complete body
 * also pays for the strict reader's working set before anything parses it.
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

    /** What runs once the body has arrived (or why it has not), on a server thread. */
    @FunctionalInterface
    public interface Then {
        void handle(Read read) throws Exception;
    }

    private static final String READ_AHEAD = BoundedBody.class.getName() + ".read";
    /** Set once this request's body has been asked for: from then on the client may have been told to send it. */
    private static final String ASKED_FOR = BoundedBody.class.getName() + ".askedFor";

    private BoundedBody() {
    }

    /**
     * Reads the body, then runs {@code then} with it on a server thread; the answer goes out once {@code then} is done.
     * A body that has arrived whole (its {@code Content-Length} already buffered) is read at once on the request's
     * thread; one still arriving is read as its bytes come, holding memory (paid for in the budget) but no server
     * thread while the client is slow (decision 0508). A declared {@code Content-Length} above the limit is
     * {@link Read.TooLarge} at once. When no room came in time, {@link BodyBudgetExhausted} reaches the exception
     * mappers instead.
     */
    public static void readThen(Context ctx, long limit, Then then) throws Exception {
        long declared = ctx.req().getContentLengthLong();
        if (declared > limit) {
            then.handle(new Read.TooLarge());
            return;
        }
        BodyIntake intake = BodyIntake.of(ctx);
        if (bodiless(ctx)) {
            // Nothing to wait for (most GETs and DELETEs).
            then.handle(new Read.Bytes(new byte[0], new Reservation(intake.budget())));
            return;
        }
        Keeping keeping = new Keeping(limit, declared, new Reservation(intake.budget()), intake.deadline());
        ctx.attribute(ASKED_FOR, Boolean.TRUE);
        boolean arrived = ArrivedBytes.readInto(ctx.req().getInputStream(), keeping, declared);
        if (keeping.settled()) {
            intake.arrivals().countWhole();
            handle(ctx, keeping.outcome(), then);
            return;
        }
        intake.arrivals().countInParts();
        BodyInput input = BodyInput.of(ctx);
        ctx.future(() -> {
            input.start(keeping, intake.deadline(), arrived);
            return keeping.read().thenAccept(read -> {
                try {
                    handle(ctx, read, then);
                } catch (Exception e) {
                    throw new CompletionException(e);
                }
            });
        });
    }

    private static void handle(Context ctx, Read read, Then then) throws Exception {
        if (read instanceof Read.Incomplete) {
            ctx.header("Connection", "close");
        }
        try {
            then.handle(read);
        } finally {
            if (read instanceof Read.Bytes bytes) {
                // Given back at the latest here, whether or not the handler closed it (closing twice is harmless).
                bytes.close();
            }
        }
    }

    private static boolean bodiless(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        return declared == 0 || (declared < 0 && !chunked(ctx));
    }

    private static boolean chunked(Context ctx) {
        return "chunked".equalsIgnoreCase(ctx.header("Transfer-Encoding"));
    }

    private static boolean waitsToBeAskedForItsBody(Context ctx) {
        return "100-continue".equalsIgnoreCase(ctx.header("Expect")) && ctx.attribute(ASKED_FOR) == null;
    }

    /**
     * {@link #readThen} for handlers that take the body later in their own course ({@link #read}): the body is read
     * first, then {@code handler} runs, then the body's room is given back.
     */
    public static void readAheadThen(Context ctx, io.javalin.http.Handler handler) throws Exception {
        readThen(ctx, LIMIT, read -> {
            ctx.attribute(READ_AHEAD, read);
            handler.handle(ctx);
        });
    }

    /** The body {@link #readAheadThen} read before the handler ran. */
    public static Read read(Context ctx) {
        Read read = ctx.attribute(READ_AHEAD);
        if (read == null) {
            throw new IllegalStateException("the body is read ahead of the handler; register it with readAheadThen");
        }
        return read;
    }

    /**
     * Reads and throws away what is left of the body after an early answer (401, 403, 429, 413, 503), bounded in
     * bytes and time, with no thread waiting on the client: at once when the rest has arrived, else as it comes; the
     * answer goes out after. Without it the server closes a connection the client is still writing to, and the client
     * sees a reset instead of the answer (the "lingering close" of HTTP servers). Nothing is kept. A client that
     * waits for {@code 100 (Continue)} and was not asked for its body yet has sent none: nothing is read, so no 100
     * invites it, and the answer goes out at once with {@code Connection: close}.
     */
    public static void discardRest(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > DISCARD_LIMIT || bodiless(ctx)) {
            return;
        }
        if (waitsToBeAskedForItsBody(ctx)) {
            // RFC 9110 §10.1.1: the client sends nothing until a 100 (Continue), which reading would send. The final
            // answer goes out at once instead, and the connection closes, so a body sent late is never read as the
            // next request.
            ctx.header("Connection", "close");
            return;
        }
        Dropping dropping = new Dropping(DISCARD_LIMIT);
        boolean arrived;
        try {
            // At most the declared length: what an earlier read took is not there any more, and is waited for below.
            arrived = ArrivedBytes.readInto(ctx.req().getInputStream(), dropping, declared);
        } catch (IOException | IllegalStateException gone) {
            return;
        }
        if (dropping.settled()) {
            return;
        }
        ctx.future(() -> {
            try {
                BodyInput input = BodyInput.of(ctx);
                input.start(dropping, Duration.ofMillis(DISCARD_MILLIS), arrived);
                return dropping.done();
            } catch (IOException | IllegalStateException gone) {
                // The client went away or the stream is closed: the answer goes out as it is.
                return CompletableFuture.completedFuture(null);
            }
        });
    }
}
