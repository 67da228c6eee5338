package market.feeds.application.memory;

import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import market.feeds.application.port.out.Transactions;

/**
 * Units of work for the in-memory stores: one process-wide reentrant lock, so units run one at a time and a
 * nested call joins the running unit.
 *
 * <p>It does NOT roll back: an exception thrown by the work propagates, but whatever the work wrote before it
 * stays written. The services are built so that this matters little (every check that can refuse a request
 * runs before its first write, with one exception documented in decision 0201); an embedding application that
 * needs atomicity uses a database adapter.
 */
public final class InMemoryTransactions implements Transactions {

    private final ReentrantLock lock = new ReentrantLock();

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }
}
