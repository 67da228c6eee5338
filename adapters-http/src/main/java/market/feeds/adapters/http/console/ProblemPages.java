package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.Arrays;
import java.util.Optional;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.adapters.http.problem.ServiceUnavailable;
import market.feeds.adapters.http.server.RequestIds;

/**
 * A problem the service answered on a console address (database away, wrong method, no route, a fault) shown as a
 * console "Not done" page. Status and headers ({@code Retry-After}, {@code Allow}) stay as the problem set them; only
 * the body changes, because a person's browser shows problem+json as a bare JSON text.
 */
final class ProblemPages {

    private static final String VENDORS = "/console/vendors/";

    private ProblemPages() {
    }

    /** An after-handler on console paths: does nothing unless a problem was answered. */
    static void render(Context ctx) {
        Problem problem = ctx.attribute(ProblemResponse.PROBLEM_ATTRIBUTE);
        if (problem == null) {
            return;
        }
        Optional<String> slug = vendorSlug(ctx.path());
        String vendorPage = slug.map(s -> VENDORS + Html.url(s)).orElse("/console/vendors");
        // A passing fault: back to the page the operator was on (the form's page for a post), to try again from there.
        Optional<String> retry = problem.status() == 503 ? ReturnPath.of(ctx) : Optional.empty();
        String main = "<h1>Not done</h1><p class=\"error\" role=\"alert\">" + Html.esc(text(ctx, problem))
                + "</p><p><a href=\"" + retry.map(Html::esc).orElse(vendorPage) + "\">"
                + (retry.isPresent() ? "Try again"
                        : slug.isPresent() ? "Open the vendor's page" : "Open the vendors list")
                + "</a></p>";
        // Without a session (the session check itself may have met the database away) the page has no vendor links.
        ctx.html(SessionGate.csrfIfSignedIn(ctx)
                .map(csrf -> Layout.page("Not done", slug, csrf, main))
                .orElseGet(() -> Layout.signedOut("Not done", main)));
    }

    private static String text(Context ctx, Problem problem) {
        return switch (problem.status()) {
            case 503 -> Boolean.TRUE.equals(ctx.attribute(ServiceUnavailable.OUTCOME_UNKNOWN_ATTRIBUTE))
                    ? "The service lost its database while saving this, so it cannot tell whether it was done. Open "
                    + "the page again in " + ServiceUnavailable.RETRY_AFTER_SECONDS
                    + " seconds to see before repeating it."
                    : "The service cannot reach its database right now; nothing was changed. Try again in "
                    + ServiceUnavailable.RETRY_AFTER_SECONDS + " seconds.";
            case 405 -> openedFormOnly(ctx) ? "This address only takes a form sent from a console page, so it cannot"
                    + " be opened on its own. Opening it again does not repeat what the form did."
                    : "Method not allowed: this address takes " + allowed(ctx) + ", not " + ctx.method().name() + ".";
            case 404 -> "There is no console page at " + ctx.path() + ".";
            case 500 -> "Something went wrong on the server; quote request id " + RequestIds.of(ctx)
                    + " when reporting it. Check the page before repeating what you sent.";
            default -> problem.detail();
        };
    }

    /**
     * A form-only address (the key-created page's, a form's target) opened as a page: the browser's address bar or
     * a reload. Any other wrong method, on any address, is told so plainly.
     */
    private static boolean openedFormOnly(Context ctx) {
        boolean opened = ctx.method() == HandlerType.GET || ctx.method() == HandlerType.HEAD;
        return opened && !Arrays.asList(allowed(ctx).split(",\\s*")).contains("GET");
    }

    /** The methods the address takes, as the route table put them in {@code Allow}. */
    private static String allowed(Context ctx) {
        return Optional.ofNullable(ctx.res().getHeader("Allow")).orElse("");
    }

    /** The vendor a console address is under, decoded (the page encodes it again wherever it is used). */
    private static Optional<String> vendorSlug(String path) {
        if (!path.startsWith(VENDORS)) {
            return Optional.empty();
        }
        String rest = path.substring(VENDORS.length());
        int slash = rest.indexOf('/');
        String slug = slash < 0 ? rest : rest.substring(0, slash);
        try {
            return slug.isEmpty() ? Optional.empty()
                    : Optional.of(java.net.URLDecoder.decode(slug, java.nio.charset.StandardCharsets.UTF_8));
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
    }
}
