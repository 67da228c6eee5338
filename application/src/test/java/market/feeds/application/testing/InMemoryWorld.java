package market.feeds.application.testing;

import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;

/**
 * Every use case on in-memory stores, with a hand-moved clock, a stub fetcher and resolver and a fake secret
 * box: the fixture of the service tests, shipped in the test-jar for adapter tests that need the real use cases.
 */
public final class InMemoryWorld {

    public final MutableClock clock = MutableClock.at("2026-03-02T08:00:00Z");
    public final Stores stores = InMemoryStores.create();
    public final StubFeedFetcher fetcher = new StubFeedFetcher();
    public final StubHostResolver resolver = new StubHostResolver();
    public final InMemoryPullScheduler scheduler = new InMemoryPullScheduler();
    public final UseCases useCases;

    public InMemoryWorld() {
        this(UseCases.Settings.defaults());
    }

    public InMemoryWorld(UseCases.Settings settings) {
        useCases = new UseCases(stores, new UseCases.Surroundings(clock, new UuidIdGenerator(), new SecureRandom(),
                new FakeSecretBox(), fetcher, resolver, scheduler), settings);
    }

    /** A new active vendor and the caller of a key with both scopes. */
    public Caller newCaller() {
        Vendor vendor = ok(useCases.manageVendors().create("v-" + TestData.id().substring(0, 8), Optional.empty(),
                Optional.empty()));
        return callerOf(vendor);
    }

    public Caller callerOf(Vendor vendor) {
        String secret = ok(useCases.manageApiKeys().issue(vendor.slug(), List.of("products:write", "offers:write"),
                Optional.empty())).secret();
        Access access = useCases.authorizeVendor().authorize(Optional.of(secret), Optional.empty());
        return ((Access.Granted) access).caller();
    }

    public static WriteCommand real(Caller caller, String body) {
        return new WriteCommand(caller, TestData.id(), false, Optional.of("key-" + TestData.id()), Json.bytes(body));
    }

    public static WriteCommand real(Caller caller, String key, String body) {
        return new WriteCommand(caller, TestData.id(), false, Optional.of(key), Json.bytes(body));
    }

    public static WriteCommand dryRun(Caller caller, String body) {
        return new WriteCommand(caller, TestData.id(), true, Optional.empty(), Json.bytes(body));
    }

    public static <T> T ok(AdminResult<T> result) {
        if (result instanceof AdminResult.Ok<T> ok) {
            return ok.value();
        }
        throw new AssertionError("expected Ok, got " + result);
    }
}
