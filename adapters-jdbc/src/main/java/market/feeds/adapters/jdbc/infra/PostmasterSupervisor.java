package market.feeds.adapters.jdbc.infra;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings the service's own PostgreSQL back when its postmaster dies while the service runs (killed by hand or by the
 * OOM killer): without it every request would answer 503 until someone restarted the whole service (decision 0008).
 * Looks once a second; a start that fails (the dead server's backends still hold its shared memory for a moment, or
 * the new postmaster was killed while it started) is tried again, cleanly, at the next look, until one succeeds. The
 * pool reconnects by itself, since the server comes back on the same port.
 */
final class PostmasterSupervisor implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PostmasterSupervisor.class);
    static final Duration EVERY = Duration.ofSeconds(1);

    /** What is supervised: whether its server still runs, and how to start it again. */
    interface Supervised {
        boolean running();

        void startAgain() throws Exception;
    }

    private final ScheduledExecutorService timer;

    private PostmasterSupervisor(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    static PostmasterSupervisor start(Supervised server) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(work -> {
            Thread thread = new Thread(work, "embedded-postgres-supervisor");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(() -> look(server), EVERY.toMillis(), EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return new PostmasterSupervisor(timer);
    }

    private static void look(Supervised server) {
        try {
            if (!server.running()) {
                server.startAgain();
            }
        } catch (Exception | Error e) {
            // Never let the timer die: the next look tries again.
            LOG.warn("embedded PostgreSQL did not start again yet ({}); trying again in {} s", cause(e),
                    EVERY.toSeconds());
        }
    }

    /** Class and message down the chain: some failures carry no message (an OverlappingFileLockException). */
    private static String cause(Throwable e) {
        return e.getCause() == null ? e.toString() : e + ", caused by " + cause(e.getCause());
    }

    /** Stops looking; a look in progress finishes first, so no start races the owner's stop. */
    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(2, TimeUnit.MINUTES)) {
                timer.shutdownNow();
            }
        } catch (InterruptedException e) {
            timer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
