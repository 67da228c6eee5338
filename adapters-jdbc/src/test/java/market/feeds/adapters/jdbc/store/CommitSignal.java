package market.feeds.adapters.jdbc.store;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Keeps a unit open until the test tells it to commit: the concurrency tests' way to hold a lock while they look. */
final class CommitSignal {

    private CommitSignal() {
    }

    /** Waits inside the unit for {@code commit}; a unit never told within 30 s fails instead of hanging the run. */
    static void await(CountDownLatch commit) {
        try {
            if (!commit.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("never told to commit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
