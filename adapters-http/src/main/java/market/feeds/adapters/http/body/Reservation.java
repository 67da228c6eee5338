package market.feeds.adapters.http.body;

/**
 * What one request holds of the {@link BodyBudget}; taken chunk by chunk while its body arrives and given
 * back once, when the request is done with the body and what was parsed from it.
 */
public final class Reservation implements AutoCloseable {

    private final BodyBudget budget;
    private long held;
    private static final long NOT_WAITING = Long.MIN_VALUE;

    private long waitLeftNanos = BodyBudget.MAX_WAIT.toNanos();
    private long waitingSince = NOT_WAITING;

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

    /**
     * Takes room for {@code bodyBytes} more body bytes if there is some now; false to try again later, without a
     * thread waiting (0508). The time between the first refusal and the take counts against the same 2 s share.
     */
    boolean tryTakeForBody(long bodyBytes) {
        return tryTake(bodyBytes * BodyBudget.READ_COST_PER_BYTE);
    }

    /** {@link #takeForWorkingSet} without waiting: false to try again later. */
    boolean tryTakeForWorkingSet(long bytes) {
        return tryTake(Math.min(bytes, Math.max(0, budget.mostOneRequestHolds() - held)));
    }

    private boolean tryTake(long bytes) {
        long now = System.nanoTime();
        if (budget.tryTake(bytes, held)) {
            if (waitingSince != NOT_WAITING) {
                waitLeftNanos -= now - waitingSince;
                waitingSince = NOT_WAITING;
            }
            held += bytes;
            return true;
        }
        if (waitingSince == NOT_WAITING) {
            waitingSince = now;
        }
        if (now - waitingSince >= waitLeftNanos) {
            throw new BodyBudgetExhausted();
        }
        return false;
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
