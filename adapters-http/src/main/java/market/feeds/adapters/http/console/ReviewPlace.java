package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.position.PositionState;

/**
 * Where on the review screen an action was sent from (state tab, page offset, the sku searched for), so the operator
 * comes back there. It travels as values, never as an address: a state the screen has and an offset of digits,
 * anything else reads as the first page of "awaiting review"; the sku is text, escaped wherever it is written. The
 * page it leads to is always built here from the vendor's own path.
 */
record ReviewPlace(PositionState state, int offset, Optional<String> sku) {

    private static final ReviewPlace FIRST = new ReviewPlace(PositionState.AWAITING_REVIEW, 0, Optional.empty());

    /** The place a review page or the pick page was opened at ({@code ?state=…&offset=…&sku=…}). */
    static ReviewPlace ofQuery(Context ctx) {
        return of(ctx.queryParam("state"), ctx.queryParam("offset"), Forms.query(ctx, "sku"));
    }

    /** The place a review form was sent from (its hidden fields). */
    static ReviewPlace ofForm(Context ctx) {
        return of(FormBody.param(ctx, "state"), FormBody.param(ctx, "offset"), Forms.value(ctx, "sku").orElse(""));
    }

    private static ReviewPlace of(String state, String offset, String sku) {
        PositionState tab = PositionState.fromWire(Optional.ofNullable(state).orElse(""))
                .filter(s -> s != PositionState.LINKED).orElse(FIRST.state);
        int from = offset != null && offset.matches("[0-9]{1,9}") ? Integer.parseInt(offset) : 0;
        return new ReviewPlace(tab, from, Optional.of(FieldText.trim(sku)).filter(s -> !s.isEmpty()));
    }

    /** The hidden fields a form carries to come back here. */
    String fields() {
        return Forms.hidden("state", state.wire()) + Forms.hidden("offset", String.valueOf(offset))
                + sku.map(s -> Forms.hidden("sku", s)).orElse("");
    }

    /** {@code ?state=…&offset=…&sku=…}, ready for an attribute. */
    String query() {
        return "?state=" + state.wire() + "&amp;offset=" + offset + sku.map(s -> "&amp;sku=" + Html.url(s)).orElse("");
    }

    /** The review page of the vendor at this place, for a redirect (not an attribute). */
    String page(String slug) {
        return "/console/vendors/" + Html.url(slug) + "/review?state=" + state.wire() + "&offset=" + offset
                + sku.map(s -> "&sku=" + java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8))
                .orElse("");
    }
}
