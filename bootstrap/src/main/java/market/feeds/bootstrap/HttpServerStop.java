package market.feeds.bootstrap;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import market.feeds.adapters.http.server.HttpServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP server's part of a stop, bounded for requests waiting on the database. Jetty gives requests in flight
 * 5 s, then closes their connections unanswered; a request blocked on a database gone silent would wait 35 s
 * (decision 0406). So {@link #CUT_AFTER} into the stop the stores' database waits are ended, and such a request is
 * answered 503 with {@code Retry-After} like any other that lost its connection (decision 0007, amended in session
 * 30). A request that is quicker than that is never touched.
 */
final class HttpServerStop implements AutoCloseable {

    /** Long enough for any request of a healthy database; short enough to leave a cut request time to answer. */
    static final Duration CUT_AFTER = Duration.ofSeconds(3);
    private static final Logger LOG = LoggerFactory.getLogger(HttpServerStop.class);

    private final HttpServer server;
    private final IntSupplier endDatabaseWaits;

    HttpServerStop(HttpServer server, IntSupplier endDatabaseWaits) {
        this.server = Objects.requireNonNull(server, "server");
        this.endDatabaseWaits = Objects.requireNonNull(endDatabaseWaits, "endDatabaseWaits");
    }

    HttpServer server() {
        return server;
    }

    @Override
    public void close() {
        ScheduledExecutorService cutter = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "feeds-stop-database-cut");
            thread.setDaemon(true);
            return thread;
        });
        cutter.schedule(this::cut, CUT_AFTER.toMillis(), TimeUnit.MILLISECONDS);
        try {
            server.close();
        } finally {
            cutter.shutdownNow();
        }
    }

    private void cut() {
        int cut = endDatabaseWaits.getAsInt();
        if (cut > 0) {
            LOG.warn("stopping: {} database connection(s) still busy {} s into the stop were aborted, so that the"
                    + " requests waiting on them are answered 503 before the server closes", cut,
                    CUT_AFTER.toSeconds());
        }
    }
}
