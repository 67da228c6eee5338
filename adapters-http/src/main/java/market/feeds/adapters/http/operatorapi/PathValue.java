package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import market.feeds.domain.limit.EchoedValue;

/**
 * A path parameter of the operator API, cut like every echoed value (decision 0503): refusals name the value they
 * could not find ("no vendor …"), and a 5000-character slug came back whole in the detail. No slug (63 characters at
 * most) or id is longer than the cut, so a cut value finds nothing, as the whole one would not have.
 */
final class PathValue {

    private PathValue() {
    }

    static String of(Context ctx, String name) {
        return EchoedValue.cut(ctx.pathParam(name));
    }
}
