package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpStatus;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase.ActiveSession;

/**
 * Runs before every console route: without a live session the browser goes to sign-in; a form post must
 * carry the session's CSRF token (synchronizer token) or is refused with 403.
 */
final class SessionGate {

    static final String COOKIE = "feeds_console";
    static final String SIGN_IN = "/console/sign-in";
    private static final String ATTRIBUTE = SessionGate.class.getName();

    private final OperatorSessionsUseCase sessions;

    SessionGate(OperatorSessionsUseCase sessions) {
        this.sessions = sessions;
    }

    void check(Context ctx) {
        ConsoleHeaders.apply(ctx);
        if (ctx.method() == HandlerType.POST && multipart(ctx)) {
            // FormBody has read its bytes (budgeted, as any body) but parses only url-encoded fields, so a multipart
            // form would arrive empty; the console's forms never send one (Jetty's own multipart parsing answered 500).
            ctx.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE).html(Layout.signedOut("Refused", "<h1>Form refused</h1>"
                    + "<p role=\"alert\">The console takes forms as application/x-www-form-urlencoded, as its pages"
                    + " send them.</p>"));
            ctx.header("Connection", "close");
            ctx.skipRemainingHandlers();
            return;
        }
        String path = ctx.path();
        if (path.equals(SIGN_IN) || path.startsWith("/console/assets/")) {
            return;
        }
        Optional<String> cookie = Optional.ofNullable(ctx.cookie(COOKIE));
        Optional<ActiveSession> session = cookie.flatMap(sessions::resume);
        if (session.isEmpty()) {
            ctx.redirect(signInAddress(ctx, cookie.isPresent()), HttpStatus.SEE_OTHER);
            ctx.skipRemainingHandlers();
            return;
        }
        if (ctx.method() == HandlerType.POST && !csrfMatches(ctx, session.get())) {
            ctx.status(HttpStatus.FORBIDDEN).html(Layout.signedOut("Refused", "<h1>Form refused</h1><p role=\"alert\">"
                    + "This form was not sent from a page of your session. Reload the page and try again.</p>"));
            ctx.skipRemainingHandlers();
            return;
        }
        ctx.attribute(ATTRIBUTE, session.get());
    }

    /**
     * Sign-in, told why and where to return. A post without a session was not done: with the cookie of a session
     * that has ended, the session ended; without any cookie the request only carried no session (the browser drops
     * the cookie at the session's expiry, and keeps it off a form another site sends, SameSite=Strict), so the page
     * must not claim an ended session the operator may still have. A page asked for with a dead cookie is an ended
     * session; a page asked for without any cookie may be a first visit, so it only carries where to return.
     */
    private static String signInAddress(Context ctx, boolean hadCookie) {
        if (ctx.path().equals("/console/sign-out")) {
            return SIGN_IN; // signing out of a session that already ended: the wish came true, nothing to tell
        }
        boolean post = ctx.method() == HandlerType.POST;
        String ended = post ? hadCookie ? "ended=unsent" : "unsent=1" : hadCookie ? "ended=1" : "";
        String next = ReturnPath.of(ctx).map(path -> "next=" + java.net.URLEncoder.encode(path,
                StandardCharsets.UTF_8)).orElse("");
        String query = ended.isEmpty() ? next : next.isEmpty() ? ended : ended + "&" + next;
        return query.isEmpty() ? SIGN_IN : SIGN_IN + "?" + query;
    }

    /** The CSRF token of the request's session; only called behind {@link #check}. */
    static String csrf(Context ctx) {
        ActiveSession session = ctx.attribute(ATTRIBUTE);
        if (session == null) {
            throw new IllegalStateException("console route reached without a session");
        }
        return session.csrfToken();
    }

    /** The CSRF token when the request passed {@link #check} with a session; empty before or without one. */
    static Optional<String> csrfIfSignedIn(Context ctx) {
        ActiveSession session = ctx.attribute(ATTRIBUTE);
        return Optional.ofNullable(session).map(ActiveSession::csrfToken);
    }

    /** The session cookie: never readable by scripts, never sent cross-site, Secure when the browser used TLS. */
    static String cookie(Context ctx, String sessionId, Instant expiresAt, Instant now) {
        long maxAge = Math.max(0, Duration.between(now, expiresAt).toSeconds());
        return COOKIE + "=" + sessionId + "; Path=/console; Max-Age=" + maxAge + "; HttpOnly; SameSite=Strict"
                + (overTls(ctx) ? "; Secure" : "");
    }

    static String expiredCookie(Context ctx) {
        return COOKIE + "=; Path=/console; Max-Age=0; HttpOnly; SameSite=Strict" + (overTls(ctx) ? "; Secure" : "");
    }

    /** In production the TLS-terminating proxy says so in X-Forwarded-Proto; a direct TLS connector shows it itself. */
    static boolean overTls(Context ctx) {
        return "https".equalsIgnoreCase(Optional.ofNullable(ctx.header("X-Forwarded-Proto")).orElse("").strip())
                || "https".equalsIgnoreCase(ctx.scheme());
    }

    private static boolean multipart(Context ctx) {
        return Optional.ofNullable(ctx.header("Content-Type")).orElse("").strip().toLowerCase(java.util.Locale.ROOT)
                .startsWith("multipart/");
    }

    private static boolean csrfMatches(Context ctx, ActiveSession session) {
        String sent = Optional.ofNullable(FormBody.param(ctx, Forms.CSRF_FIELD)).orElse("");
        return MessageDigest.isEqual(sent.getBytes(StandardCharsets.UTF_8),
                session.csrfToken().getBytes(StandardCharsets.UTF_8));
    }
}
