package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.time.Duration;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;

/**
 * The whole-body deadline of one request. A blocking read cannot be interrupted, so before each read the
 * connection's idle timeout is lowered to the time left: a read still waiting at the deadline fails, and
 * the handler can still answer. The connection's own idle timeout is restored afterwards.
 */
final class BodyDeadline implements AutoCloseable {

    private final long seconds;
    private final long deadlineNanos;
    private final EndPoint endPoint;
    private final long idleTimeoutMillis;

    BodyDeadline(Context ctx, Duration deadline) {
        this.seconds = deadline.toSeconds();
        this.deadlineNanos = System.nanoTime() + deadline.toNanos();
        ServletContextRequest request = ServletContextRequest.getServletContextRequest(ctx.req());
        this.endPoint = request == null ? null : request.getConnectionMetaData().getConnection().getEndPoint();
        this.idleTimeoutMillis = endPoint == null ? 0 : endPoint.getIdleTimeout();
    }

    long seconds() {
        return seconds;
    }

    /** Lowers the idle timeout to the time left; false when none is left. */
    boolean beforeRead() {
        long leftMillis = Duration.ofNanos(deadlineNanos - System.nanoTime()).toMillis();
        if (leftMillis <= 0) {
            return false;
        }
        if (endPoint != null) {
            endPoint.setIdleTimeout(idleTimeoutMillis > 0 ? Math.min(idleTimeoutMillis, leftMillis) : leftMillis);
        }
        return true;
    }

    /** Whether a failed read is the deadline's doing (within a small margin for the timer's resolution). */
    boolean passed() {
        return System.nanoTime() - deadlineNanos > -Duration.ofMillis(250).toNanos();
    }

    @Override
    public void close() {
        if (endPoint != null) {
            endPoint.setIdleTimeout(idleTimeoutMillis);
        }
    }
}
