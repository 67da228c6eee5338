package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code dry_run} query parameter: absent, {@code true} or {@code false}; anything else is refused
 * (as {@code invalid_envelope}, but only at the 400 step, after the 429 and 413 checks).
 *
 * <p>Read from the raw query string, not from the server's parsed parameters: those silently drop a pair whose
 * %-encoding is broken ({@code dry_run=%ZZ}), and a sandbox call would then run as a real write.
 */
record DryRun(boolean requested, Optional<String> invalid) {

    private static final String NAME = "dry_run";
    private static final String MALFORMED = "\u0000malformed";

    static DryRun of(Context ctx) {
        List<String> values = values(Optional.ofNullable(ctx.queryString()).orElse(""));
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

    /** Every value sent for {@code dry_run}, decoded; one that cannot be decoded counts as a wrong value. */
    private static List<String> values(String query) {
        List<String> values = new ArrayList<>();
        for (String pair : query.split("&", -1)) {
            int equals = pair.indexOf('=');
            String name = decoded(equals < 0 ? pair : pair.substring(0, equals));
            if (NAME.equals(name)) {
                values.add(equals < 0 ? "" : decoded(pair.substring(equals + 1)));
            }
        }
        return values;
    }

    private static String decoded(String raw) {
        try {
            return URLDecoder.decode(raw, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            return MALFORMED;
        }
    }
}
