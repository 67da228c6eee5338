package market.feeds.adapters.http.body;

import java.util.concurrent.atomic.LongAdder;

/**
 * How the bodies kept for a handler were read (decision 0508): at once on the request's own thread, because they had
 * arrived whole, or asynchronously as their bytes came. Counted where the way is chosen, so that a test sees which
 * way a body went.
 */
public final class BodyArrivals {

    private final LongAdder whole = new LongAdder();
    private final LongAdder inParts = new LongAdder();

    /** Bodies read at once on the request's thread: no listener, no {@code ctx.future}. */
    public long readWhole() {
        return whole.sum();
    }

    /** Bodies read asynchronously, their rest still on its way (or waiting for room) after what had arrived. */
    public long readInParts() {
        return inParts.sum();
    }

    void countWhole() {
        whole.increment();
    }

    void countInParts() {
        inParts.increment();
    }
}
