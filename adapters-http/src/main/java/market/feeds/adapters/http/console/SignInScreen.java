package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Clock;
import java.util.Optional;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase.SignIn;

/** Sign-in with the operator token (posted, never in a URL) and sign-out. */
final class SignInScreen {

    private final OperatorSessionsUseCase sessions;
    private final Clock clock;

    SignInScreen(OperatorSessionsUseCase sessions, Clock clock) {
        this.sessions = sessions;
        this.clock = clock;
    }

    void show(Context ctx) {
        // Fixed texts by key: a crafted link cannot put words on the sign-in page.
        Optional<String> ended = switch (Optional.ofNullable(ctx.queryParam("ended")).orElse("")) {
            case "1" -> Optional.of("Your session ended; sign in again.");
            case "unsent" -> Optional.of("Your session ended, so what you last sent was not done; sign in and send it"
                    + " again.");
            default -> "1".equals(ctx.queryParam("unsent")) ? Optional.of("You are not signed in, so what you sent"
                    + " was not done; sign in and send it again.") : Optional.empty();
        };
        ctx.html(page(Optional.empty(), ended, ReturnPath.safe(ctx.queryParam("next"))));
    }

    void signIn(Context ctx) {
        String token = Optional.ofNullable(FormBody.param(ctx, "token")).orElse("").strip();
        Optional<String> next = ReturnPath.safe(FormBody.param(ctx, "next"));
        SignIn outcome = sessions.signIn(token, ctx.ip());
        if (outcome instanceof SignIn.SignedIn signedIn) {
            ctx.header("Set-Cookie", SessionGate.cookie(ctx, signedIn.sessionId(), signedIn.session().expiresAt(),
                    clock.instant()));
            ctx.redirect(next.orElse("/console/vendors"), HttpStatus.SEE_OTHER);
        } else if (outcome instanceof SignIn.Throttled throttled) {
            ctx.header("Retry-After", String.valueOf(throttled.retryAfter().toSeconds()));
            ctx.status(HttpStatus.TOO_MANY_REQUESTS).html(page(Optional.of(
                    "Too many wrong tokens from your address. Try again in " + throttled.retryAfter().toMinutes()
                            + " minutes."), Optional.empty(), next));
        } else {
            ctx.status(HttpStatus.UNAUTHORIZED).html(page(Optional.of("That is not the operator token."),
                    Optional.empty(), next));
        }
    }

    void signOut(Context ctx) {
        Optional.ofNullable(ctx.cookie(SessionGate.COOKIE)).ifPresent(sessions::signOut);
        ctx.header("Set-Cookie", SessionGate.expiredCookie(ctx));
        ctx.redirect(SessionGate.SIGN_IN, HttpStatus.SEE_OTHER);
    }

    private static String page(Optional<String> error, Optional<String> ended, Optional<String> next) {
        String alert = error.map(text -> "<p class=\"error\" role=\"alert\" id=\"sign-in-error\">" + Html.esc(text)
                + "</p>").orElse("") + ended.map(text -> "<p class=\"notice\" role=\"status\">" + Html.esc(text)
                + "</p>").orElse("");
        // No CSRF token here: there is no session yet, and SameSite=Strict keeps other sites from riding the new one.
        return Layout.signedOut("Sign in", """
                <h1>Sign in</h1>
                <p>Paste the operator token (<code>FEEDS_ADMIN_TOKEN</code>, or the one printed at the first start).</p>
                %s
                <form method="post" action="/console/sign-in">%s
                <label for="token">Operator token</label>
                <input id="token" name="token" type="password" autocomplete="current-password" required autofocus
                %s>
                <button type="submit">Sign in</button>
                </form>""".formatted(alert, next.map(path -> Forms.hidden("next", path)).orElse(""),
                error.isPresent() ? "aria-describedby=\"sign-in-error\"" : ""));
    }
}
