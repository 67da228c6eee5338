package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.http.routing.RawQuery;

/**
 * The {@code dry_run} query parameter: absent, {@code true} or {@code false}; anything else is refused
 * (as {@code invalid_envelope}, but only at the 400 step, after the 429 and 413 checks). A value whose %-encoding
 * is broken is a wrong value, never no value ({@link RawQuery}).
 */
record DryRun(boolean requested, Optional<String> invalid) {

    static DryRun of(Context ctx) {
        List<Optional<String>> values = RawQuery.values(ctx, "dry_run");
        if (values.isEmpty()) {
            return new DryRun(false, Optional.empty());
        }
        Optional<String> only = values.size() == 1 ? values.get(0) : Optional.empty();
        if (only.filter(value -> value.equals("true") || value.equals("false")).isPresent()) {
            return new DryRun(only.get().equals("true"), Optional.empty());
        }
        // The metering bucket still follows the most likely intent; the request fails at the 400 step anyway.
        boolean meantTrue = values.contains(Optional.of("true"));
        return new DryRun(meantTrue, Optional.of("dry_run must be exactly true or false, once."));
    }
}
