package market.feeds.adapters.http.routing;

import io.javalin.http.Context;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Query parameters read from the raw query string. The server's parsed parameters silently drop a pair whose
 * %-encoding is broken, so {@code ?dry_run=%ZZ} read as no {@code dry_run} at all and a sandbox call ran as a real
 * write; here such a value is kept, as empty, for the caller to refuse.
 */
public final class RawQuery {

    private RawQuery() {
    }

    /**
     * Every value sent for {@code name}, in order, decoded as {@code application/x-www-form-urlencoded} UTF-8
     * ({@code +} is a space); empty for a value whose %-encoding is broken. A pair whose name cannot be decoded is
     * not {@code name}'s.
     */
    public static List<Optional<String>> values(Context ctx, String name) {
        String query = Optional.ofNullable(ctx.queryString()).orElse("");
        List<Optional<String>> values = new ArrayList<>();
        for (String pair : query.split("&", -1)) {
            int equals = pair.indexOf('=');
            if (decoded(equals < 0 ? pair : pair.substring(0, equals)).filter(name::equals).isPresent()) {
                values.add(equals < 0 ? Optional.of("") : decoded(pair.substring(equals + 1)));
            }
        }
        return values;
    }

    /**
     * The name of every pair of the query, in order, decoded like {@link #values}; empty for a name whose %-encoding
     * is broken. Empty pairs ({@code ?&a=1}) name nothing and are left out.
     */
    public static List<Optional<String>> names(Context ctx) {
        String query = Optional.ofNullable(ctx.queryString()).orElse("");
        List<Optional<String>> names = new ArrayList<>();
        for (String pair : query.split("&", -1)) {
            if (!pair.isEmpty()) {
                int equals = pair.indexOf('=');
                names.add(decoded(equals < 0 ? pair : pair.substring(0, equals)));
            }
        }
        return names;
    }

    /** The first value of {@code name}, as the server's own reading would give it; absent when not sent. */
    public static Optional<Optional<String>> first(Context ctx, String name) {
        List<Optional<String>> values = values(ctx, name);
        return values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    private static Optional<String> decoded(String raw) {
        try {
            return Optional.of(URLDecoder.decode(raw, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
    }
}
