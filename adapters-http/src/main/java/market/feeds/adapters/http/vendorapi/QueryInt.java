package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Optional;
import java.util.regex.Pattern;
import market.feeds.adapters.http.json.InvalidRequest;

/**
 * An optional integer query parameter; a value that is not a whole number is {@code invalid_request}. The contract
 * bounds {@code offset} only below, so a whole number beyond {@code int} is held at the nearest end of its range:
 * an offset past every stored rejection reads an empty page, a limit too large is refused as outside 1–500, and a
 * hugely negative one as below 0.
 */
final class QueryInt {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

    private QueryInt() {
    }

    static Optional<Integer> of(Context ctx, String name) {
        String value = ctx.queryParam(name);
        if (value == null) {
            return Optional.empty();
        }
        if (!WHOLE_NUMBER.matcher(value).matches()) {
            throw new InvalidRequest(Optional.empty(), name + " must be a whole number.");
        }
        try {
            return Optional.of(Integer.parseInt(value));
        } catch (NumberFormatException beyondInt) {
            return Optional.of(value.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE);
        }
    }
}
