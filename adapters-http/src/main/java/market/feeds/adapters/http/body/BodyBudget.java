package market.feeds.adapters.http.body;

import java.time.Duration;

/**
 * The bytes of request bodies the process may hold at once, taken as bytes arrive and given back when the
 * request ends; a request that finds no room waits a bounded time, then is refused (decision 0504).
 *
 * <p>Every received byte costs {@link #READ_COST_PER_BYTE} bytes of budget while the body arrives (its
 * chunk, then the one array the chunks are joined into; afterwards the body and as much again for the write
 * path after parsing); once complete, the strict reader's working set for that body is added. A share of
 * the budget is kept for small requests, so that large bodies filling the rest never hold up another
 * vendor's small request.
 */
public final class BodyBudget {

    /** Budget bytes per body byte while it arrives (decision 0504). */
    public static final int READ_COST_PER_BYTE = 2;
    /** A request holding no more than this may use the share kept for small requests. */
    static final long SMALL_RESERVATION = 1024 * 1024;
    /** The longest a request waits for room, summed over its whole body. */
    public static final Duration MAX_WAIT = Duration.ofSeconds(2);

    private final long total;
    private final long smallShare;
    private long free;

    public BodyBudget(long totalBytes) {
        if (totalBytes < SMALL_RESERVATION) {
            throw new IllegalArgumentException("a body budget below " + SMALL_RESERVATION + " bytes, got " + totalBytes);
        }
        this.total = totalBytes;
        this.smallShare = totalBytes / 8;
        this.free = totalBytes;
    }

    /** The least budget, whatever the heap: room for a few small requests at once. */
    static final long MIN_TOTAL = 16 * SMALL_RESERVATION;
    /** The heap kept for everything that is not a request body: Jetty, pools, caches, answers (0504). */
    static final long REST_OF_SERVICE = 96L * 1024 * 1024;

    /**
     * Three quarters of the maximum heap, but never less than {@link #REST_OF_SERVICE} left over: the costs
     * are upper bounds, so what bodies really hold stays well below their reservations (decision 0504).
     */
    public static BodyBudget forHeap(long maxHeapBytes) {
        long budget = Math.min(maxHeapBytes / 4 * 3, maxHeapBytes - REST_OF_SERVICE);
        return new BodyBudget(Math.max(MIN_TOTAL, budget));
    }

    public long totalBytes() {
        return total;
    }

    /** The most one large request can ever hold: everything but the share kept for small requests. */
    public long mostOneRequestHolds() {
        return total - smallShare;
    }

    /**
     * The largest body this budget can ever admit, however idle the service: what one request may hold, at
     * {@link #READ_COST_PER_BYTE}. The reader's working set comes on top, so a real feed of that size may still
     * not fit.
     */
    public long largestBodyEverAdmitted() {
        return mostOneRequestHolds() / READ_COST_PER_BYTE;
    }

    public synchronized long freeBytes() {
        return free;
    }

    /**
     * Takes {@code bytes} for a request already holding {@code held}, waiting until {@code deadlineNanos}
     * ({@link System#nanoTime()}) at most; false when no room came in time.
     */
    public synchronized boolean take(long bytes, long held, long deadlineNanos) throws InterruptedException {
        while (!fits(bytes, held)) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            Duration wait = Duration.ofNanos(left);
            wait(Math.max(1, wait.toMillis()));
        }
        free -= bytes;
        return true;
    }

    /** Takes {@code bytes} for a request already holding {@code held} if there is room now; never waits (0508). */
    public synchronized boolean tryTake(long bytes, long held) {
        if (!fits(bytes, held)) {
            return false;
        }
        free -= bytes;
        return true;
    }

    private boolean fits(long bytes, long held) {
        // Beyond its first small reservation a request may not dip into the share kept for small bodies.
        long mustStayFree = held + bytes > SMALL_RESERVATION ? smallShare : 0;
        return free - bytes >= mustStayFree;
    }

    public synchronized void give(long bytes) {
        free += bytes;
        notifyAll();
    }
}
