package market.feeds.adapters.http.routing;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A request id as a client sends it back, in a path or a query: the UUID the service handed out, in either case
 * (the contract types it {@code string, uuid}); anything else names no request of any vendor.
 */
public final class RequestIdText {

    private static final Pattern UUID = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private RequestIdText() {
    }

    /** The id as the journal holds it (lower case), or empty when {@code text} is not a request id's form. */
    public static Optional<String> parse(String text) {
        return UUID.matcher(text).matches() ? Optional.of(text.toLowerCase(Locale.ROOT)) : Optional.empty();
    }
}
