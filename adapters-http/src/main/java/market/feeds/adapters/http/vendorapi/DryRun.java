package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;

/**
 * The {@code dry_run} query parameter: absent, {@code true} or {@code false}; anything else is refused
 * (as {@code invalid_envelope}, but only at the 400 step, after the 429 and 413 checks).
 */
record DryRun(boolean requested, Optional<String> invalid) {

    static DryRun of(Context ctx) {
        List<String> values = ctx.queryParams("dry_run");
        if (values.isEmpty()) {
            return new DryRun(false, Optional.empty());
        }
        if (values.size() == 1 && ("true".equals(values.get(0)) || "false".equals(values.get(0)))) {
            return new DryRun("true".equals(values.get(0)), Optional.empty());
        }
        // The metering bucket still follows the most likely intent; the request fails at the 400 step anyway.
        boolean meantTrue = values.contains("true");
        return new DryRun(meantTrue, Optional.of("dry_run must be exactly true or false, once."));
    }
}
