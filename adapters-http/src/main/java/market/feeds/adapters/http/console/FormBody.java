package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import market.feeds.adapters.http.body.BoundedBody;

/**
 * A console form post, read ahead of the session check and the screen as the API's bodies are: its bytes arrive
 * without a thread waiting on the client (decision 0508). Javalin's {@code ctx.formParam} would read them with
 * blocking reads, so an unauthenticated sender trickling the sign-in form held a server thread.
 */
final class FormBody {

    private static final String ATTRIBUTE = FormBody.class.getName();
    private static final String FORM_TYPE = "application/x-www-form-urlencoded";

    private FormBody() {
    }

    /** Before every console route: reads a POST's form, then lets the session check and the screen run. */
    static void readAhead(Context ctx) throws Exception {
        if (ctx.method() != HandlerType.POST) {
            return;
        }
        BoundedBody.readThen(ctx, BoundedBody.LIMIT, read -> {
            if (read instanceof BoundedBody.Read.Bytes body) {
                Optional<Map<String, String>> form = isForm(ctx) ? parse(body.bytes()) : Optional.of(Map.of());
                form.ifPresentOrElse(fields -> ctx.attribute(ATTRIBUTE, fields),
                        () -> refuse(ctx, "The form could not be read: a %-escape in it is broken."));
            } else if (read instanceof BoundedBody.Read.Incomplete incomplete) {
                refuse(ctx, incomplete.detail());
            } else {
                BoundedBody.discardRest(ctx);
                throw new HttpResponseException(413, "body too large");
            }
        });
    }

    /** The first value of a submitted field, or null; as {@code ctx.formParam} answered. */
    static String param(Context ctx, String name) {
        Map<String, String> form = ctx.attribute(ATTRIBUTE);
        return form == null ? null : form.get(name);
    }

    private static boolean isForm(Context ctx) {
        return Optional.ofNullable(ctx.contentType()).orElse("").toLowerCase(Locale.ROOT).startsWith(FORM_TYPE);
    }

    /**
     * Answered before the session check, so as a signed-out page: the console's refusal page needs a session, and
     * a sender whose form did not arrive may have none.
     */
    private static void refuse(Context ctx, String detail) {
        ConsoleHeaders.apply(ctx); // the session check, which sets them for every other page, does not run after this
        ctx.status(HttpStatus.BAD_REQUEST).html(Layout.signedOut("Refused", "<h1>Form not received</h1>"
                + "<p role=\"alert\">" + Html.esc(detail) + " Reload the page and try again.</p>"));
        ctx.skipRemainingHandlers();
    }

    /** The fields, or empty when a %-escape is broken. */
    private static Optional<Map<String, String>> parse(byte[] body) {
        Map<String, String> form = new LinkedHashMap<>();
        for (String pair : new String(body, StandardCharsets.UTF_8).split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            try {
                String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                form.putIfAbsent(name, value);
            } catch (IllegalArgumentException broken) {
                return Optional.empty();
            }
        }
        return Optional.of(form);
    }
}
