package market.feeds.adapters.http.body;

/**
 * What one request holds of the {@link BodyBudget}; taken chunk by chunk while its body arrives and given
 * back once, when the request is done with the body and what was parsed from it.
 */
public final class Reservation implements AutoCloseable {

    private final BodyBudget budget;
    private long held;
    private long waitLeftNanos = BodyBudget.MAX_WAIT.toNanos();

    Reservation(BodyBudget budget) {
        this.budget = budget;
    }

    /** Takes room for {@code bodyBytes} more body bytes while they arrive. */
    void takeForBody(long bodyBytes) throws InterruptedException {
        take(bodyBytes * BodyBudget.READ_COST_PER_BYTE);
    }

    /**
     * Takes room for the strict reader's working set of the complete body. A body whose costs add up past what one
     * request can ever hold (a 16 MiB member name on a 256 MiB heap) would wait for room that never comes and be
     * told to retry forever; it takes all that one request may hold instead, so it is read once it is alone. The
     * body itself already fitted, so the rest is the reader's upper bound, not bytes certainly used (0504, amended).
     */
    void takeForWorkingSet(long bytes) throws InterruptedException {
        take(Math.min(bytes, Math.max(0, budget.mostOneRequestHolds() - held)));
    }

    /** Takes {@code bytes} of room, or throws once the request has waited its share in all. */
    void take(long bytes) throws InterruptedException {
        long start = System.nanoTime();
        boolean taken = budget.take(bytes, held, start + waitLeftNanos);
        waitLeftNanos -= System.nanoTime() - start;
        if (!taken) {
            throw new BodyBudgetExhausted();
        }
        held += bytes;
    }

    long held() {
        return held;
    }

    @Override
    public void close() {
        budget.give(held);
        held = 0;
    }
}
