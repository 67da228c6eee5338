package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.body.JsonBodyHeaders;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.json.StrictObject;

/**
 * Reads an operator body within the same 16 MiB bound as the vendor API, then strictly. A body whose headers declare
 * another type, charset or encoding is refused, as on the vendor API (decision 0506): the bytes are read as UTF-8
 * exactly as sent, so it would be misread.
 */
final class AdminBody {

    private AdminBody() {
    }

    static StrictObject of(Context ctx, String... members) {
        try (BoundedBody.Read.Bytes body = bytes(ctx)) {
            refuseUnlessJson(ctx);
            return StrictObject.parse(body.bytes(), Set.of(members));
        }
    }

    /**
     * For actions whose members are all optional: no body at all means {@code {}}, and then no header needs to say
     * what it is.
     */
    static StrictObject optional(Context ctx, String... members) {
        try (BoundedBody.Read.Bytes body = bytes(ctx)) {
            if (body.bytes().length > 0) {
                refuseUnlessJson(ctx);
            }
            return StrictObject.parseOrEmpty(body.bytes(), Set.of(members));
        }
    }

    /**
     * A body without any header about it is read as JSON, as operators' scripts often send it; only a header that
     * says the bytes are something else is refused (decision 0506).
     */
    private static void refuseUnlessJson(Context ctx) {
        if (ctx.req().getHeader("Content-Type") == null && ctx.req().getHeader("Content-Encoding") == null) {
            return;
        }
        JsonBodyHeaders.refusal(ctx).ifPresent(detail -> {
            throw new InvalidRequest(StrictObject.WHOLE_BODY, detail);
        });
    }

    /** The body read ahead of the handler ({@link AdminTable} registers every operator route so). */
    private static BoundedBody.Read.Bytes bytes(Context ctx) {
        BoundedBody.Read read = BoundedBody.read(ctx);
        if (read instanceof BoundedBody.Read.Bytes body) {
            return body;
        }
        if (read instanceof BoundedBody.Read.Incomplete incomplete) {
            throw new InvalidRequest(StrictObject.WHOLE_BODY, incomplete.detail());
        }
        BoundedBody.discardRest(ctx);
        throw new HttpResponseException(413, "body too large");
    }
}
