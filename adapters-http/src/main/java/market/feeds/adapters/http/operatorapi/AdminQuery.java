package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
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

    static Optional<String> text(Context ctx, String name) {
        return RawQuery.first(ctx, name).map(value -> FieldText.trim(StrictObject.storable("/" + name, name,
                value.orElseThrow(() -> new InvalidRequest("/" + name, name + " is not %-encoded correctly.")))));
    }

    static <T> Optional<T> oneOf(Context ctx, String name, Function<String, Optional<T>> parse, String allowed) {
        return text(ctx, name).map(value -> parse.apply(value)
                .orElseThrow(() -> new InvalidRequest("/" + name, name + " must be one of " + allowed + ".")));
    }

    static Optional<Integer> integer(Context ctx, String name) {
        return QueryInt.of(ctx, name, Optional.of("/" + name));
    }
}
