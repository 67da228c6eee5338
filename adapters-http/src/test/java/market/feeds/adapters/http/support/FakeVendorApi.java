package market.feeds.adapters.http.support;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WhoAmIUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;

/**
 * Small in-test implementations of the vendor use cases, for the adapter's own concerns (pipeline order,
 * headers, shapes): keys are registered by hand, writes answer what the test configures and are recorded.
 */
public final class FakeVendorApi implements AuthorizeVendorUseCase, AdmitRequestUseCase, WhoAmIUseCase,
        SubmitProductFeedUseCase, UpdateOffersUseCase, PageRejectionsUseCase {

    public static final Instant NOW = Instant.parse("2026-11-21T08:00:00Z");

    private final Map<String, Caller> keys = new HashMap<>();
    private final Map<RateBucket, Integer> used = new EnumMap<>(RateBucket.class);
    public final List<RateBucket> admissions = new ArrayList<>();
    public final List<WriteCommand> productCommands = new ArrayList<>();
    public final List<WriteCommand> offerCommands = new ArrayList<>();
    public int limit = 30;
    public Function<WriteCommand, WriteOutcome<ProductFeedResult>> products =
            command -> new WriteOutcome.Completed<>(emptyProductResult(command.requestId()), false);
    public Function<WriteCommand, WriteOutcome<OfferUpdateResult>> offers =
            command -> new WriteOutcome.Completed<>(new OfferUpdateResult(command.requestId(), 0, 0, 0, List.of(), 0), false);
    public Function<String, Outcome> pages = id -> new Outcome.NotFound();

    /** Registers a key of an active or inactive vendor with the given scopes. */
    public String key(String secret, String vendorSlug, boolean active, Scope... scopes) {
        Vendor vendor = new Vendor("vendor-" + vendorSlug, vendorSlug, vendorSlug, active, true);
        ApiKey key = new ApiKey("key-" + secret.hashCode(), vendor.id(), Optional.empty(), Set.of(scopes), NOW,
                Optional.empty());
        keys.put(secret, new Caller(vendor, key));
        return secret;
    }

    public void revoke(String secret) {
        keys.remove(secret);
    }

    public static ProductFeedResult emptyProductResult(String requestId) {
        return new ProductFeedResult(requestId, Optional.of("job-1"), 0, List.of(), 0, List.of());
    }

    @Override
    public Access authorize(Optional<String> bearer, Optional<Scope> needed) {
        Caller caller = bearer.map(keys::get).orElse(null);
        if (caller == null) {
            return new Access.Unauthenticated();
        }
        if (!caller.vendor().active()) {
            return new Access.Forbidden("The vendor is inactive.");
        }
        if (needed.isPresent() && !caller.may(needed.get())) {
            return new Access.Forbidden("The key lacks the scope " + needed.get().wire() + ".");
        }
        return new Access.Granted(caller);
    }

    @Override
    public Admission admit(Caller caller, RateBucket bucket) {
        admissions.add(bucket);
        int count = used.merge(bucket, 1, Integer::sum);
        return new Admission(count <= limit, limit, 60, Math.max(0, limit - count), 42);
    }

    @Override
    public Identity whoami(Caller caller, String requestId) {
        return new Identity(requestId, caller.vendor().slug(),
                caller.key().scopes().stream().sorted().map(Scope::wire).toList(), NOW);
    }

    @Override
    public WriteOutcome<ProductFeedResult> submit(WriteCommand command) {
        productCommands.add(command);
        return products.apply(command);
    }

    @Override
    public WriteOutcome<OfferUpdateResult> update(WriteCommand command) {
        offerCommands.add(command);
        return offers.apply(command);
    }

    @Override
    public Outcome page(Caller caller, String requestId, Optional<Integer> offset, Optional<Integer> limit) {
        if (offset.orElse(0) < 0 || limit.orElse(DEFAULT_LIMIT) < 1 || limit.orElse(DEFAULT_LIMIT) > MAX_LIMIT) {
            return new Outcome.InvalidRequest("offset must be >= 0 and limit 1-500.");
        }
        return pages.apply(requestId);
    }
}
