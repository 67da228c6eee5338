package market.feeds.adapters.feedpull;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A wait on a monitor with a bound, for the orderly stop's steps (decision 0606): each waits for work under way to
 * end, but never longer than its share of the stop. Object's own {@code wait} may wake early or spuriously, so the
 * condition is checked again against one deadline.
 */
public final class BoundedWait {

    private BoundedWait() {
    }

    /**
     * Waits on {@code monitor}, which the caller holds, until {@code done} or {@code bound} has passed. An interrupt
     * ends the wait and is kept on the thread.
     */
    public static void until(Object monitor, BooleanSupplier done, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        long left = bound.toNanos();
        while (!done.getAsBoolean() && left > 0) {
            try {
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            left = deadline - System.nanoTime();
        }
    }
}
