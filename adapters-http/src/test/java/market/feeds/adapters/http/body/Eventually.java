package market.feeds.adapters.http.body;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits on a condition (the project has no Awaitility); polls briefly, never sleeps for the whole bound. */
final class Eventually {

    private Eventually() {
    }

    static void until(Duration bound, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("condition not met within " + bound);
            }
            Thread.sleep(20);
        }
    }
}
