package market.feeds.bootstrap;

import java.util.Optional;
import market.feeds.adapters.http.body.BodyBudget;
import market.feeds.domain.limit.BodyLimit;

/**
 * Tells the operator at start when the heap is too small for the bodies the contract allows (audit 25 faults F4).
 * Such a body is answered 503 with {@code Retry-After} every time, even on an idle service, and a client that obeys
 * the header loops; refusing to start over it would stop a service that serves every smaller body well.
 */
final class HeapCheck {

    /** The heap the README advises: one 16 MiB body shaped like a real feed at a time, and room to spare. */
    static final long ADVISED_HEAP = 256L * 1024 * 1024;
    /** What a 16 MiB body shaped like a real feed reserves, its reader's working set included (README, 0504). */
    static final long FEED_SHAPED_RESERVATION = 70L * 1024 * 1024;
    private static final long MIB = 1024 * 1024;

    private HeapCheck() {
    }

    /**
     * The warning for a maximum heap of {@code maxHeapBytes} and its body budget, or empty when one request may hold
     * a feed-shaped 16 MiB body. Judged by the budget, not by the heap's figure: a JVM may report a little less than
     * its {@code -Xmx} (the serial collector leaves out a survivor space).
     */
    static Optional<String> warning(long maxHeapBytes, BodyBudget budget) {
        if (budget.mostOneRequestHolds() >= FEED_SHAPED_RESERVATION) {
            return Optional.empty();
        }
        long largest = budget.largestBodyEverAdmitted();
        String reach = largest < BodyLimit.BYTES
                ? "a body over " + largest / MIB + " MiB can never be admitted"
                : "a 16 MiB body shaped like a real feed (about 70 MiB of budget) may never be admitted";
        return Optional.of("maximum heap " + maxHeapBytes / MIB + " MiB: " + reach + " and is answered 503 with"
                + " Retry-After every time, though the contract allows " + BodyLimit.BYTES / MIB + " MiB; give the"
                + " JVM at least -Xmx" + ADVISED_HEAP / MIB + "m (README, \"Memory (heap) and request bodies\")");
    }
}
