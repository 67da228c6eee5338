package market.feeds.bootstrap;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the service's parts one step at a time and stops them in reverse order. A stop request that
 * arrives mid-start waits for the running step, so a server being started is never left behind.
 */
public final class Lifecycle implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Lifecycle.class);
    private static final long STEP_WAIT_SECONDS = 4;

    private final ReentrantLock lock = new ReentrantLock();
    private final Deque<Part> parts = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    private record Part(String name, AutoCloseable resource) {
    }

    /** Thrown by a step when a stop request came first. */
    public static final class StopRequested extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StopRequested(String step) {
            super("stop requested before " + step);
        }
    }

    /** Starts one part and remembers it for closing; refuses once a stop was requested. */
    public <T extends AutoCloseable> T start(String name, Supplier<T> starter) {
        lock.lock();
        try {
            if (closed) {
                throw new StopRequested(name);
            }
            T resource = starter.get();
            parts.push(new Part(name, resource));
            if (closed) {
                // The stop request gave up waiting for this step: close what it started right away.
                close();
                throw new StopRequested(name);
            }
            return resource;
        } finally {
            lock.unlock();
        }
    }

    /** Runs a start step that leaves nothing to close (e.g. migrations). */
    public void run(String name, Runnable step) {
        start(name, () -> {
            step.run();
            return () -> { };
        });
    }

    /** Closes every started part, newest first; a failing part is logged and the rest still close. */
    @Override
    public void close() {
        boolean locked = tryLock();
        try {
            if (closed && parts.isEmpty()) {
                return;
            }
            closed = true;
            Part part;
            while ((part = parts.poll()) != null) {
                try {
                    part.resource().close();
                } catch (Exception e) {
                    LOG.error("stopping {} failed", part.name(), e);
                }
            }
        } finally {
            if (locked) {
                lock.unlock();
            }
        }
    }

    private boolean tryLock() {
        try {
            return lock.tryLock(STEP_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
