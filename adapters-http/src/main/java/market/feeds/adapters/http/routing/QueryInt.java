package market.feeds.adapters.http.routing;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import market.feeds.adapters.http.json.InvalidRequest;

/**
 * An optional integer query parameter, of the vendor API and the operator API alike; a value that is not a whole
 * number, or a parameter given twice, is {@code invalid_request}. Neither contract bounds a paging parameter by
 * {@code int}, so a whole number beyond it is held at the nearest end of the range and judged by the parameter's own
 * bounds: an offset past every stored rejection reads an empty page, a limit too large is outside its range, a
 * hugely negative one below 0.
 */
public final class QueryInt {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

    private QueryInt() {
    }

    /** @param pointer where an {@code invalid_request} points (the operator API names the parameter, §3) */
    public static Optional<Integer> of(Context ctx, String name, Optional<String> pointer) {
        List<Optional<String>> sent = RawQuery.values(ctx, name);
        if (sent.isEmpty()) {
            return Optional.empty();
        }
        if (sent.size() > 1) {
            // Which of two values counts is no rule a client can rely on (audit 24, F2), as for dry_run.
            throw new InvalidRequest(pointer, name + " must be given once.");
        }
        String value = sent.get(0).orElse("");
        if (!WHOLE_NUMBER.matcher(value).matches()) {
            throw new InvalidRequest(pointer, name + " must be a whole number.");
        }
        try {
            return Optional.of(Integer.parseInt(value));
        } catch (NumberFormatException beyondInt) {
            return Optional.of(value.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE);
        }
    }
}
