package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Takes in the rest of one request's body as its bytes arrive, with no thread waiting on the client: a server thread
 * runs only when bytes are there, when the budget may have room again, or at a deadline (decision 0508). The bytes go
 * to a {@link Sink}: kept ({@link Keeping}) or dropped after an early answer ({@link Dropping}). A body that had
 * arrived whole never comes here ({@link ArrivedBytes}). One per request, because a request takes one read listener in
 * its life; the request must be in async mode ({@code ctx.future}).
 */
final class BodyInput implements ReadListener {

    /** How often a body waiting for room in the budget looks again; its whole wait stays bounded by 2 s. */
    private static final long RETRY_MILLIS = 20;
    private static final String ATTRIBUTE = BodyInput.class.getName();

    /**
     * Where the bytes read go, and what ends the reading. Called with the input's lock held (or by
     * {@link ArrivedBytes} before the sink is started here), except {@link #complete}.
     */
    interface Sink {
        /** The array to read into next, or null while it waits for room (looked at again later). */
        byte[] buffer();

        int offset();

        void took(int n);

        /**
         * True once every byte the body declared is in: its end need not be read, which would first ask for a buffer
         * that a body filling its chunk exactly would have to allocate and pay for, to read nothing into.
         */
        boolean hasAll();

        void ended();

        void failed(Throwable failure);

        void timeUp();

        boolean settled();

        /** Hands the outcome on once settled; runs with no lock held, since it may run the handler and the answer. */
        void complete();
    }

    private final ServletInputStream in;
    private final Scheduler scheduler;
    private final Executor executor;
    private boolean listening;
    private boolean ended;
    private Sink sink;
    private Scheduler.Task timer;
    private Sink completed;

    private BodyInput(ServletInputStream in, Scheduler scheduler, Executor executor) {
        this.in = in;
        this.scheduler = scheduler;
        this.executor = executor;
    }

    /** The request's input, made on first use. */
    static BodyInput of(Context ctx) throws IOException {
        BodyInput input = ctx.attribute(ATTRIBUTE);
        if (input == null) {
            ServletContextRequest request = ServletContextRequest.getServletContextRequest(ctx.req());
            Connector connector = request.getConnectionMetaData().getConnector();
            input = new BodyInput(ctx.req().getInputStream(), connector.getScheduler(), connector.getExecutor());
            ctx.attribute(ATTRIBUTE, input);
        }
        return input;
    }

    /**
     * Sends what arrives to {@code next} until it is settled or {@code within} has passed. {@code arrived}: every byte
     * of the body is in the sink already ({@link ArrivedBytes}), which waits only for room in the budget.
     */
    void start(Sink next, Duration within, boolean arrived) {
        step(() -> {
            sink = next;
            ended = ended || arrived;
            timer = scheduler.schedule(() -> executor.execute(() -> step(() -> {
                if (sink == next) {
                    next.timeUp();
                    release();
                }
            })), within.toMillis(), TimeUnit.MILLISECONDS);
            if (!listening && !arrived) {
                listening = true;
                in.setReadListener(this);
            } else {
                pump();
            }
        });
    }

    @Override
    public void onDataAvailable() {
        step(this::pump);
    }

    @Override
    public void onAllDataRead() {
        step(() -> {
            ended = true;
            pump();
        });
    }

    @Override
    public void onError(Throwable failure) {
        step(() -> {
            if (sink != null) {
                sink.failed(failure);
                release();
            }
        });
    }

    private void step(Runnable action) {
        Sink settled;
        synchronized (this) {
            action.run();
            settled = completed;
            completed = null;
        }
        if (settled != null) {
            // Once the lock is let go: what it runs next (a handler, the answer) must not hold it.
            settled.complete();
        }
    }

    /** Reads while bytes are there; returns when the client is slower than the server, as it mostly is. */
    private void pump() {
        try {
            while (sink != null && !sink.settled()) {
                if (ended || sink.hasAll()) {
                    ended = true;
                    sink.ended();
                    if (!sink.settled()) {
                        retryLater();
                    }
                    break;
                }
                byte[] buffer = sink.buffer();
                if (buffer == null) {
                    retryLater();
                    return;
                }
                if (!in.isReady()) {
                    // The container calls onDataAvailable (or onAllDataRead) once there is more.
                    return;
                }
                int n = in.read(buffer, sink.offset(), buffer.length - sink.offset());
                if (n == -1) {
                    ended = true;
                } else {
                    sink.took(n);
                }
            }
        } catch (IOException | RuntimeException failure) {
            if (sink != null && !sink.settled()) {
                sink.failed(failure);
            }
        }
        release();
    }

    private void retryLater() {
        Sink waiting = sink;
        scheduler.schedule(() -> executor.execute(() -> step(() -> {
            if (sink == waiting) {
                pump();
            }
        })), RETRY_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Once the sink is settled: its timer is no longer needed, and later bytes go nowhere until the next start. */
    private void release() {
        if (sink != null && sink.settled()) {
            completed = sink;
            sink = null;
            if (timer != null) {
                timer.cancel();
                timer = null;
            }
        }
    }
}
