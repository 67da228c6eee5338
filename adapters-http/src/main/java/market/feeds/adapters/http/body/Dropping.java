package market.feeds.adapters.http.body;

import java.util.concurrent.CompletableFuture;

/**
 * Reads and throws away what is left of a body after an early answer, bounded in bytes (and, by its start, in
 * time), so that a client still sending gets to read the answer instead of a reset (decision 0504). Nothing is
 * kept but one small scratch array; whatever ends the reading, the answer goes out.
 */
final class Dropping implements BodyInput.Sink {

    private static final int SCRATCH = 8 * 1024;

    private final long limit;
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private final byte[] scratch = new byte[SCRATCH];
    private long total;
    private boolean settled;

    Dropping(long limit) {
        this.limit = limit;
    }

    CompletableFuture<Void> done() {
        return done;
    }

    @Override
    public byte[] buffer() {
        return scratch;
    }

    @Override
    public int offset() {
        return 0;
    }

    @Override
    public void took(int n) {
        total += n;
        if (total > limit) {
            settle();
        }
    }

    @Override
    public boolean hasAll() {
        // Reads into its one scratch array up to the end, which costs nothing more.
        return false;
    }

    @Override
    public void ended() {
        settle();
    }

    @Override
    public void failed(Throwable failure) {
        // The client went away or the stream is closed: the answer goes out as it is.
        settle();
    }

    @Override
    public void timeUp() {
        settle();
    }

    @Override
    public boolean settled() {
        return settled;
    }

    @Override
    public void complete() {
        done.complete(null);
    }

    private void settle() {
        settled = true;
    }
}
