package market.feeds.adapters.http.body;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import market.feeds.application.json.StrictJsonReader;
import org.eclipse.jetty.io.EofException;

/**
 * Keeps a body as it arrives, in chunks allocated only once the previous one is full, each paid for in the budget
 * first (decision 0504); once complete, the strict reader's working set is paid for too. Settles as the body, too
 * large, incomplete, or {@link BodyBudgetExhausted} when no room came in time (decision 0508).
 */
final class Keeping implements BodyInput.Sink {

    private final long limit;
    private final long declared;
    private final int firstChunk;
    private final Reservation reservation;
    private final Duration deadline;
    private final CompletableFuture<BoundedBody.Read> read = new CompletableFuture<>();
    private final List<byte[]> chunks = new ArrayList<>();
    private byte[] chunk = new byte[0];
    private int filled;
    private long total;
    private byte[] body;
    private boolean settled;
    private BoundedBody.Read outcome;
    private Throwable fault;

    /**
     * @param declared the body's {@code Content-Length}, or -1 when it has none: a small declared body gets a first
     *                 chunk of its own size, which then is the body itself (no 64 KiB allocated and copied per small
     *                 write)
     */
    Keeping(long limit, long declared, Reservation reservation, Duration deadline) {
        this.limit = limit;
        this.declared = declared;
        this.firstChunk = declared > 0 && declared < BoundedBody.CHUNK ? (int) declared : BoundedBody.CHUNK;
        this.reservation = reservation;
        this.deadline = deadline;
    }

    /** The outcome, once {@link BodyInput} has settled and completed this. */
    CompletableFuture<BoundedBody.Read> read() {
        return read;
    }

    /**
     * The outcome of a body settled on the request's own thread ({@link ArrivedBytes}); throws as the future would
     * fail.
     */
    BoundedBody.Read outcome() throws Exception {
        if (fault instanceof Error error) {
            throw error;
        }
        if (fault != null) {
            throw (Exception) fault;
        }
        return outcome;
    }

    @Override
    public byte[] buffer() {
        if (filled == chunk.length) {
            // The next chunk is paid for and allocated only now that the previous one is full.
            int size = chunks.isEmpty() ? firstChunk : BoundedBody.LARGE_CHUNK;
            if (!reservation.tryTakeForBody(size)) {
                return null;
            }
            chunk = new byte[size];
            chunks.add(chunk);
            filled = 0;
        }
        return chunk;
    }

    @Override
    public int offset() {
        return filled;
    }

    @Override
    public void took(int n) {
        filled += n;
        total += n;
        if (total > limit) {
            settle(new BoundedBody.Read.TooLarge());
        }
    }

    @Override
    public boolean hasAll() {
        return declared >= 0 && total == declared;
    }

    @Override
    public void ended() {
        if (body == null) {
            body = join();
        }
        if (reservation.tryTakeForWorkingSet(StrictJsonReader.workingBytes(body))) {
            settle(new BoundedBody.Read.Bytes(body, reservation));
        }
    }

    @Override
    public void failed(Throwable failure) {
        if (failure instanceof BodyBudgetExhausted exhausted) {
            settle(exhausted);
        } else if (failure instanceof EofException || failure.getCause() instanceof EofException) {
            // The client closed or reset its side: not a fault of the service, and nobody may be left to answer.
            settle(new BoundedBody.Read.Incomplete("The body ended before its declared length."));
        } else if (failure instanceof TimeoutException || failure.getCause() instanceof TimeoutException) {
            timeUp();
        } else {
            settle(failure);
        }
    }

    @Override
    public void timeUp() {
        settle(new BoundedBody.Read.Incomplete("The body did not arrive within " + deadline.toSeconds() + " seconds."));
    }

    @Override
    public boolean settled() {
        return settled;
    }

    @Override
    public void complete() {
        if (fault != null) {
            read.completeExceptionally(fault);
        } else {
            read.complete(outcome);
        }
    }

    private void settle(BoundedBody.Read result) {
        if (!settled) {
            if (!(result instanceof BoundedBody.Read.Bytes)) {
                reservation.close();
            }
            outcome = result;
            finish();
        }
    }

    private void settle(Throwable failed) {
        if (!settled) {
            reservation.close();
            fault = failed;
            finish();
        }
    }

    private void finish() {
        settled = true;
        chunks.clear();
    }

    /** One array for the parser; the chunks become garbage as soon as it is filled. */
    private byte[] join() {
        if (chunks.size() == 1 && chunk.length == total) {
            // The body filled its one chunk exactly, as a small declared body does: it is the array already.
            byte[] whole = chunk;
            chunks.clear();
            chunk = new byte[0];
            return whole;
        }
        byte[] joined = new byte[(int) total];
        int at = 0;
        for (byte[] each : chunks) {
            int n = (int) Math.min(each.length, total - at);
            System.arraycopy(each, 0, joined, at, n);
            at += n;
        }
        chunks.clear();
        chunk = new byte[0];
        return joined;
    }
}
