package market.feeds.adapters.http.body;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.concurrent.Semaphore;

/**
 * How many requests that carry a body the server works on at once (decision 0504, amended). A body is read with
 * blocking reads, so each such request holds one of the server's threads until its body is in: without a bound,
 * a few hundred clients sending slowly held every thread, and {@code /health} and every other request waited. A
 * request with a body that finds no place is answered 503 at once, without reading its body
 * ({@link BodyReadersBusy}); requests without a body never wait here.
 */
public final class BodyReaders implements Filter {

    /**
     * 100 of the server's 250 threads: far more bodies than two cores and the connection pool can work on at once,
     * and 150 threads left for everything else.
     */
    public static final int DEFAULT = 100;

    private static final String REFUSED = BodyReaders.class.getName() + ".refused";

    private final Semaphore places;

    public BodyReaders(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("at least one request with a body must be let in, got " + count);
        }
        this.places = new Semaphore(count);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!carriesABody(request)) {
            chain.doFilter(request, response);
            return;
        }
        if (!places.tryAcquire()) {
            // Routed all the same, so the answer is the service's problem+json with its request id; a
            // before-handler refuses it ({@link #refuseIfBusy}).
            request.setAttribute(REFUSED, Boolean.TRUE);
            chain.doFilter(request, response);
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            places.release();
        }
    }

    /** Throws {@link BodyReadersBusy} for a request this filter found no place for. */
    public static void refuseIfBusy(io.javalin.http.Context ctx) {
        if (ctx.attribute(REFUSED) != null) {
            throw new BodyReadersBusy();
        }
    }

    public int free() {
        return places.availablePermits();
    }

    private static boolean carriesABody(ServletRequest request) {
        return request.getContentLengthLong() > 0
                || (request instanceof HttpServletRequest http && http.getHeader("Transfer-Encoding") != null);
    }
}
