package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.domain.field.FieldText;

/** Form markup that always carries the session's CSRF token, and the reading of submitted values. */
final class Forms {

    static final String CSRF_FIELD = "_csrf";

    private Forms() {
    }

    static String post(String action, String csrf, String inner) {
        return "<form method=\"post\" action=\"" + action + "\">" + hidden(CSRF_FIELD, csrf) + inner + "</form>";
    }

    /** A form console.js sends only once per page: for an action that takes long and must not start twice. */
    static String postOnce(String action, String csrf, String inner) {
        return "<form method=\"post\" action=\"" + action + "\" data-once>" + hidden(CSRF_FIELD, csrf) + inner
                + "</form>";
    }

    static String hidden(String name, String value) {
        return "<input type=\"hidden\" name=\"" + name + "\" value=\"" + Html.esc(value) + "\">";
    }

    /** A labelled text input; {@code id} ties the label to it. */
    static String text(String id, String label, String name, String value, String extra) {
        return "<label for=\"" + id + "\">" + Html.esc(label) + "</label><input id=\"" + id + "\" name=\"" + name
                + "\" value=\"" + Html.esc(value) + "\" " + extra + ">";
    }

    static String checkbox(String id, String label, String name, boolean checked) {
        return "<label class=\"check\" for=\"" + id + "\"><input type=\"checkbox\" id=\"" + id + "\" name=\"" + name
                + "\" value=\"true\"" + (checked ? " checked" : "") + "> " + Html.esc(label) + "</label>";
    }

    /**
     * A submitted value trimmed as the operator API trims (decision 0506: a no-break space too); absent when blank.
     * Text no store may hold (U+0000, an unpaired surrogate) is refused as on the operator API, before any use case
     * sees it.
     */
    static Optional<String> value(Context ctx, String name) {
        return Optional.ofNullable(FormBody.param(ctx, name)).map(v -> storable(name, v))
                .map(FieldText::trim).filter(v -> !v.isEmpty());
    }

    /** A query value ({@code ""} when absent), refused like a form value when no store may hold it. */
    static String query(Context ctx, String name) {
        return storable(name, Optional.ofNullable(ctx.queryParam(name)).orElse(""));
    }

    /** The operator API's rule and words, answered as a console page. */
    private static String storable(String name, String value) {
        try {
            return StrictObject.storable("/" + name, name, value);
        } catch (InvalidRequest refused) {
            throw new ConsoleInputRefused(refused.getMessage());
        }
    }

    /**
     * A checkbox: ticked when sent as {@code true}, as the console's own forms send it; left out when not sent. Any
     * other value is a crafted post and refused, never read as "off" (it would have switched a vendor off unasked).
     */
    static boolean checked(Context ctx, String name) {
        String value = FormBody.param(ctx, name);
        if (value == null) {
            return false;
        }
        if (!"true".equals(value)) {
            throw new ConsoleInputRefused("The checkbox “" + name + "” is sent ticked (true) or not at all; this"
                    + " form did not come from a console page.");
        }
        return true;
    }

    /** The {@code offset} query value of a paged page; 0 when absent, negative or malformed. */
    static int offset(Context ctx) {
        try {
            return Math.max(0, Integer.parseInt(Optional.ofNullable(ctx.queryParam("offset")).orElse("0")));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * Previous/next links for a pager that knows how many rows there are: from past the end (an edited offset, or
     * the last row of the last page just reviewed) "Previous" leads to the last page that has rows.
     */
    static String pager(String base, int offset, int limit, int total) {
        int lastPage = total == 0 ? 0 : (total - 1) / limit * limit;
        return pager(base, offset, limit, offset + limit < total, Math.min(Math.max(0, offset - limit), lastPage));
    }

    /** Previous/next links for an offset pager. */
    static String pager(String base, int offset, int limit, boolean more) {
        return pager(base, offset, limit, more, Math.max(0, offset - limit));
    }

    private static String pager(String base, int offset, int limit, boolean more, int previous) {
        String join = base.contains("?") ? "&amp;" : "?";
        StringBuilder out = new StringBuilder("<nav class=\"pager\" aria-label=\"Pages\">");
        if (offset > 0) {
            out.append("<a rel=\"prev\" href=\"").append(base).append(join).append("offset=")
                    .append(previous).append("\">← Previous</a>");
        }
        if (more) {
            out.append("<a rel=\"next\" href=\"").append(base).append(join).append("offset=")
                    .append(offset + limit).append("\">Next →</a>");
        }
        return out.append("</nav>").toString();
    }
}
