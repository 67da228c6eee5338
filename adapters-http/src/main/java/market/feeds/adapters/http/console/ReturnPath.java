package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The console page to return to after signing in again: never another site (no open redirect). Only a path under
 * {@code /console/} of URL characters passes: no scheme, no {@code //} authority, no backslash a browser might read
 * as a slash, no dot segment (also none written as {@code %2e}, which a browser resolves like a dot), no control
 * character.
 */
final class ReturnPath {

    private static final Pattern SAFE = Pattern.compile("/console/[A-Za-z0-9\\-._~%!$&'()*+,;=:@/?]{0,2000}");
    private static final Pattern KEY_CREATED = Pattern.compile("/console/vendors/[^/]+/keys");
    private static final Pattern ENCODED_DOT = Pattern.compile("%2e", Pattern.CASE_INSENSITIVE);

    private ReturnPath() {
    }

    static Optional<String> safe(String candidate) {
        if (candidate == null || !SAFE.matcher(candidate).matches() || candidate.contains("..")
                || candidate.contains("//") || candidate.startsWith(SessionGate.SIGN_IN) || dotSegment(candidate)) {
            return Optional.empty();
        }
        return Optional.of(candidate);
    }

    /**
     * Whether the path, read as a browser reads it, has a {@code .} or {@code ..} segment: the WHATWG URL rules take
     * {@code %2e} for a dot there ({@code /console/%2e%2e/admin} opens {@code /admin}); the query is not resolved.
     */
    private static boolean dotSegment(String candidate) {
        int query = candidate.indexOf('?');
        String path = ENCODED_DOT.matcher(query < 0 ? candidate : candidate.substring(0, query)).replaceAll(".");
        for (String segment : path.split("/", -1)) {
            if (segment.equals(".") || segment.equals("..")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The page the operator was on: the address itself for a GET; for a form post (whose address is not a page) the
     * page the form was on, from {@code Referer} when it names this same host.
     */
    static Optional<String> of(Context ctx) {
        if (ctx.method() == HandlerType.GET || ctx.method() == HandlerType.HEAD) {
            return safe(ctx.path() + (ctx.queryString() == null ? "" : "?" + ctx.queryString()));
        }
        String referer = ctx.header("Referer");
        if (referer == null) {
            return Optional.empty();
        }
        try {
            URI from = new URI(referer);
            if (from.getRawAuthority() == null || !from.getRawAuthority().equalsIgnoreCase(ctx.host())) {
                return Optional.empty();
            }
            if (from.getRawPath() != null && KEY_CREATED.matcher(from.getRawPath()).matches()) {
                // The key-created page answers a post on a form-only address (decision 1002), which sign-in could not
                // open again; the vendor page it shows can.
                return safe(from.getRawPath().substring(0, from.getRawPath().length() - "/keys".length()));
            }
            return safe(from.getRawPath() + (from.getRawQuery() == null ? "" : "?" + from.getRawQuery()));
        } catch (URISyntaxException malformed) {
            return Optional.empty();
        }
    }
}
