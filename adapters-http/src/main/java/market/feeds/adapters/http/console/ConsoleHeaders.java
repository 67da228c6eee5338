package market.feeds.adapters.http.console;

import io.javalin.http.Context;

/** Response headers of every console page: no caching of pages that may show a secret, no framing, own assets only. */
final class ConsoleHeaders {

    private static final String POLICY = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    private ConsoleHeaders() {
    }

    static void apply(Context ctx) {
        ctx.header("Content-Security-Policy", POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        // The page a form was posted from is where sign-in returns after an ended session (ReturnPath reads the
        // Referer). No console URL carries a secret (tokens, keys and the session travel in bodies and the cookie),
        // and another site is never told the address.
        ctx.header("Referrer-Policy", "same-origin");
        ctx.header("X-Frame-Options", "DENY");
        // Every page is written as UTF-8; Javalin's html() names no charset, and the servlet response adds this one to
        // the content type it is given later (the page's meta tag alone leaves the header without it).
        ctx.res().setCharacterEncoding("utf-8");
        if (!ctx.path().startsWith("/console/assets/")) {
            ctx.header("Cache-Control", "no-store");
        }
    }
}
