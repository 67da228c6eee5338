package market.feeds.adapters.http.server;

import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/** One line per request: method, path, status, duration and request id; never a header, query or body. */
final class AccessLog {

    private static final Logger LOG = LoggerFactory.getLogger(AccessLog.class);

    private AccessLog() {
    }

    static void log(Context ctx, Float durationMs) {
        try {
            LOG.info("method={} path={} status={} duration_ms={} request_id={}",
                    ctx.method(), ctx.path(), ctx.statusCode(), Math.round(durationMs), RequestIds.of(ctx));
        } finally {
            // Jetty reuses the thread for the next request, which must not inherit this id.
            MDC.remove(RequestIds.MDC_KEY);
        }
    }
}
