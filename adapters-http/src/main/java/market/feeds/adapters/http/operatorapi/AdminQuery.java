package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.adapters.http.routing.QueryInt;
import market.feeds.adapters.http.routing.RawQuery;
import market.feeds.domain.field.FieldText;

/**
 * Optional query parameters of the operator API; a value outside its set is {@code invalid_request}, pointing at the
 * parameter as {@code /<name>} like every other operator input (operations contract §3). A value is trimmed of outer
 * white space before any check, as body strings are ({@link StrictObject}, decision 0506).
 */
final class AdminQuery {

    private AdminQuery() {
    }

    /**
     * One filter value, or none when the parameter is not sent. Sent twice or sent empty is refused, for every filter
     * alike (operations audit 28, F8): before, an empty {@code state} was refused while an empty {@code sku} matched
     * nothing, and a repeated parameter silently took its first value.
     */
    static Optional<String> text(Context ctx, String name) {
        List<Optional<String>> sent = RawQuery.values(ctx, name);
        if (sent.size() > 1) {
            throw new InvalidRequest("/" + name, name + " is given more than once; give it once.");
        }
        return sent.stream().findFirst().map(value -> {
            String text = FieldText.trim(StrictObject.storable("/" + name, name,
                    value.orElseThrow(() -> new InvalidRequest("/" + name, name + " is not %-encoded correctly."))));
            if (text.isEmpty()) {
                throw new InvalidRequest("/" + name, name + " is empty; leave the parameter out to list without it.");
            }
            return text;
        });
    }

    static <T> Optional<T> oneOf(Context ctx, String name, Function<String, Optional<T>> parse, String allowed) {
        return text(ctx, name).map(value -> parse.apply(value)
                .orElseThrow(() -> new InvalidRequest("/" + name, name + " must be one of " + allowed + ".")));
    }

    static Optional<Integer> integer(Context ctx, String name) {
        return QueryInt.of(ctx, name, Optional.of("/" + name));
    }
}
