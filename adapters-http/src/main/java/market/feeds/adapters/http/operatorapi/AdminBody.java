package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.http.body.BoundedBody;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.json.StrictObject;

/** Reads an operator body within the same 16 MiB bound as the vendor API, then strictly. */
final class AdminBody {

    private AdminBody() {
    }

    static StrictObject of(Context ctx, String... members) {
        try (BoundedBody.Read.Bytes body = bytes(ctx)) {
            return StrictObject.parse(body.bytes(), Set.of(members));
        }
    }

    /** For actions whose members are all optional: no body at all means {@code {}}. */
    static StrictObject optional(Context ctx, String... members) {
        try (BoundedBody.Read.Bytes body = bytes(ctx)) {
            return StrictObject.parseOrEmpty(body.bytes(), Set.of(members));
        }
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
