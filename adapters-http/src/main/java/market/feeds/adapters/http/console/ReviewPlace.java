package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.domain.position.PositionState;

/**
 * Where on the review screen an action was sent from (state tab and page offset), so the operator comes back there.
 * It travels as two values, never as an address: a state the screen has and an offset of digits, anything else reads
 * as the first page of "awaiting review". The page it leads to is always built here from the vendor's own path.
 */
record ReviewPlace(PositionState state, int offset) {

    private static final ReviewPlace FIRST = new ReviewPlace(PositionState.AWAITING_REVIEW, 0);

    /** The place a review page or the pick page was opened at ({@code ?state=…&offset=…}). */
    static ReviewPlace ofQuery(Context ctx) {
        return of(ctx.queryParam("state"), ctx.queryParam("offset"));
    }

    /** The place a review form was sent from (its hidden fields). */
    static ReviewPlace ofForm(Context ctx) {
        return of(FormBody.param(ctx, "state"), FormBody.param(ctx, "offset"));
    }

    private static ReviewPlace of(String state, String offset) {
        PositionState tab = PositionState.fromWire(Optional.ofNullable(state).orElse(""))
                .filter(s -> s != PositionState.LINKED).orElse(FIRST.state);
        int from = offset != null && offset.matches("[0-9]{1,9}") ? Integer.parseInt(offset) : 0;
        return new ReviewPlace(tab, from);
    }

    /** The hidden fields a form carries to come back here. */
    String fields() {
        return Forms.hidden("state", state.wire()) + Forms.hidden("offset", String.valueOf(offset));
    }

    /** {@code ?state=…&offset=…}, ready for an attribute. */
    String query() {
        return "?state=" + state.wire() + "&amp;offset=" + offset;
    }

    /** The review page of the vendor at this place, for a redirect (not an attribute). */
    String page(String slug) {
        return "/console/vendors/" + Html.url(slug) + "/review?state=" + state.wire() + "&offset=" + offset;
    }
}
