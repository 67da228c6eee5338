package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.adapters.http.json.InvalidRequest;

/** An optional integer query parameter; a value that is not a whole number is {@code invalid_request}. */
final class QueryInt {

    private QueryInt() {
    }

    static Optional<Integer> of(Context ctx, String name) {
        String value = ctx.queryParam(name);
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(value));
        } catch (NumberFormatException e) {
            throw new InvalidRequest(Optional.empty(), name + " must be a whole number.");
        }
    }
}
