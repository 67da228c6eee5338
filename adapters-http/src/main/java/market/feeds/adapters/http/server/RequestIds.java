package market.feeds.adapters.http.server;

import io.javalin.http.Context;
import java.util.UUID;
import org.slf4j.MDC;

/** Gives every request a UUID, answered in {@code X-Request-Id} and carried in the logging MDC. */
public final class RequestIds {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "request_id";
    private static final String ATTRIBUTE = RequestIds.class.getName();

    private RequestIds() {
    }

    /** The id of this request; the same value the response carries in {@code X-Request-Id}. */
    public static String of(Context ctx) {
        String id = ctx.attribute(ATTRIBUTE);
        return id != null ? id : assign(ctx);
    }

    static String assign(Context ctx) {
        String id = UUID.randomUUID().toString();
        ctx.attribute(ATTRIBUTE, id);
        ctx.header(HEADER, id);
        MDC.put(MDC_KEY, id);
        return id;
    }
}
