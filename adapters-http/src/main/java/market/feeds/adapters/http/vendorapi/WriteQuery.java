package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.adapters.http.routing.RawQuery;
import market.feeds.domain.limit.EchoedValue;

/**
 * The query of a write: {@code dry_run} is the only parameter the vendor contract gives {@code POST /v1/products}
 * and {@code PATCH /v1/offers}. Any other name is refused at the 400 step (decision 0500, amended in session 32): a
 * mistyped sandbox call ({@code ?dryrun=true}, {@code ?dry-run=true}) would otherwise write for real, the harm the
 * strict reading of {@code dry_run}'s value already keeps away.
 */
final class WriteQuery {

    private WriteQuery() {
    }

    /** The problem's detail when the query names anything but {@code dry_run}; empty when it does not. */
    static Optional<String> unknownParameter(Context ctx) {
        for (Optional<String> name : RawQuery.names(ctx)) {
            if (name.isEmpty()) {
                return Optional.of("A query parameter name is not valid %-encoding; the only query parameter is "
                        + "dry_run (true or false).");
            }
            if (!name.get().equals("dry_run")) {
                return Optional.of("Query parameter \"" + EchoedValue.cut(name.get()) + "\" is not known; the only "
                        + "query parameter is dry_run (true or false).");
            }
        }
        return Optional.empty();
    }
}
