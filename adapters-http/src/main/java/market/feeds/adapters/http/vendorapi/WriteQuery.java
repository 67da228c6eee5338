package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.http.routing.RawQuery;
import market.feeds.domain.limit.EchoedValue;

/**
 * The query of a write ({@code POST /v1/products}, {@code PATCH /v1/offers}), whose only parameter in the vendor
 * contract is {@code dry_run}: absent, {@code true} or {@code false}. Anything else is refused as
 * {@code invalid_envelope}, but only at the 400 step, after the 429 and 413 checks: a {@code dry_run} given twice or
 * with another value, a value whose %-encoding is broken (never read as no value, {@link RawQuery}), and any other
 * parameter name (decision 0500, amended in session 32), so that a mistyped sandbox call ({@code ?dryrun=true})
 * never writes for real.
 *
 * @param dryRun  the metering bucket follows it even when the query is refused: the most likely intent
 * @param invalid the problem's detail when the query is refused
 */
record WriteQuery(boolean dryRun, Optional<String> invalid) {

    private static final String ONLY = "dry_run";

    static WriteQuery of(Context ctx) {
        List<Optional<String>> values = RawQuery.values(ctx, ONLY);
        Optional<String> only = values.size() == 1 ? values.get(0) : Optional.empty();
        boolean wellFormed = values.isEmpty() || only.filter(v -> v.equals("true") || v.equals("false")).isPresent();
        if (!wellFormed) {
            return new WriteQuery(values.contains(Optional.of("true")),
                    Optional.of("dry_run must be exactly true or false, once."));
        }
        return new WriteQuery(only.filter("true"::equals).isPresent(), unknownParameter(ctx));
    }

    private static Optional<String> unknownParameter(Context ctx) {
        for (Optional<String> name : RawQuery.names(ctx)) {
            if (name.isEmpty()) {
                return Optional.of("A query parameter name is not valid %-encoding; the only query parameter is "
                        + "dry_run (true or false).");
            }
            if (!name.get().equals(ONLY)) {
                return Optional.of("Query parameter \"" + EchoedValue.cut(name.get()) + "\" is not known; the only "
                        + "query parameter is dry_run (true or false).");
            }
        }
        return Optional.empty();
    }
}
