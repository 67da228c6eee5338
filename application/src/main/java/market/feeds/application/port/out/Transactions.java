package market.feeds.application.port.out;

import java.util.function.Supplier;

/**
 * Runs work as one unit: every store call inside {@code work} commits together or not at all.
 *
 * <p>A call inside a running unit joins it. An exception thrown by {@code work} rolls the unit back and
 * propagates.
 */
public interface Transactions {

    <T> T inTransaction(Supplier<T> work);

    default void run(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }
}
