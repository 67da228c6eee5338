package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.application.port.in.admin.AdminResult;

/** A refused action as a page: the use case's reason, the status the operator API would answer, a way back. */
final class Refusals {

    private Refusals() {
    }

    static void send(Context ctx, AdminResult<?> refused, Optional<String> vendorSlug, String back) {
        int status;
        String detail;
        if (refused instanceof AdminResult.NotFound<?> notFound) {
            status = 404;
            detail = notFound.detail();
        } else if (refused instanceof AdminResult.Conflict<?> conflict) {
            status = 409;
            detail = conflict.detail();
        } else if (refused instanceof AdminResult.Invalid<?> invalid) {
            status = 400;
            detail = invalid.detail();
        } else {
            throw new IllegalStateException("not a refusal: " + refused.getClass().getSimpleName());
        }
        send(ctx, status, detail, vendorSlug, back);
    }

    static void send(Context ctx, int status, String detail, Optional<String> vendorSlug, String back) {
        ctx.status(status).html(Layout.page("Not done", vendorSlug, SessionGate.csrf(ctx),
                "<h1>Not done</h1><p class=\"error\" role=\"alert\">" + Html.esc(sentence(detail)) + "</p><p><a href=\""
                        + back + "\">Back</a></p>"));
    }

    /**
     * A reason as a sentence on a page. The use cases' details are the operator API's (lower case, no full stop, as
     * problem+json carries them); a person reads them as a sentence, so only the first letter and the end change.
     */
    static String sentence(String detail) {
        String text = detail.strip();
        if (text.isEmpty()) {
            return text;
        }
        String capital = text.substring(0, text.offsetByCodePoints(0, 1)).toUpperCase(java.util.Locale.ROOT)
                + text.substring(text.offsetByCodePoints(0, 1));
        return capital.matches("(?s).*[.!?…]$") ? capital : capital + ".";
    }

    /** After a successful post: back to the page, which shows what happened by a fixed notice key. */
    static void done(Context ctx, String page, String notice) {
        ctx.redirect(notice == null ? page : page + (page.contains("?") ? "&" : "?") + "done=" + notice,
                io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** The notice for a {@code done} key; only fixed texts, so a crafted link cannot put words on the page. */
    static String notice(Context ctx) {
        String text = switch (Optional.ofNullable(ctx.queryParam("done")).orElse("")) {
            case "created" -> "Vendor created.";
            case "flags" -> "Vendor updated.";
            case "warehouse" -> "Warehouse added.";
            case "revoked" -> "Key revoked. Requests with it now answer 401.";
            case "linked" -> "Position linked; its offer exists now.";
            case "linked-all" -> linkedAll(ctx);
            case "unrecognised" -> "Position sent to the catalogue team.";
            case "offer" -> "Offer updated.";
            case "offer-unchanged" -> "You changed nothing on the offer, so nothing was written.";
            case "ladder" -> "Price ladder removed.";
            case "feed" -> "Feed settings saved.";
            case "feed-removed" -> "Feed removed; no more nightly pulls are scheduled.";
            default -> "";
        };
        return text.isEmpty() ? "" : "<p class=\"notice\" role=\"status\">" + Html.esc(text) + "</p>";
    }

    /** Only numbers come from the link: how many were linked, and what the confirmation counted when it differs. */
    private static String linkedAll(Context ctx) {
        Optional<Integer> linked = count(ctx, "linked");
        if (linked.isEmpty()) {
            return "";
        }
        return ReviewScreen.positions(linked.get()) + " linked and published."
                + count(ctx, "expected").map(expected -> " The confirmation counted " + expected + "; positions"
                + " arrived or were reviewed in between.").orElse("");
    }

    private static Optional<Integer> count(Context ctx, String name) {
        return Optional.ofNullable(ctx.queryParam(name)).filter(v -> v.matches("[0-9]{1,9}")).map(Integer::parseInt);
    }
}
