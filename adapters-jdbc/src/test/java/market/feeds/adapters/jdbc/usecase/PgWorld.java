package market.feeds.adapters.jdbc.usecase;

import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.Json;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.StubHostResolver;
import market.feeds.application.testing.TestData;

/** The use cases wired on the PostgreSQL stores of one test schema, with test clock, secrets and network stubs. */
final class PgWorld {

    final MutableClock clock = MutableClock.at("2026-03-02T08:00:00Z");
    final StubFeedFetcher fetcher = new StubFeedFetcher();
    final StubHostResolver resolver = new StubHostResolver();
    final Stores stores;
    final UseCases useCases;

    PgWorld(DataSource dataSource) {
        this(dataSource, UnaryOperator.identity());
    }

    /** @param decorate wraps the PostgreSQL stores, e.g. to interfere with one call */
    PgWorld(DataSource dataSource, UnaryOperator<Stores> decorate) {
        this(dataSource, decorate, new InMemoryPullScheduler());
    }

    /** @param scheduler where runs are armed, e.g. one that fails */
    PgWorld(DataSource dataSource, UnaryOperator<Stores> decorate, PullScheduler scheduler) {
        this(dataSource, decorate, scheduler, UseCases.Settings.defaults());
    }

    /** @param settings e.g. the defaults with the pull's conditional GET on */
    PgWorld(DataSource dataSource, UnaryOperator<Stores> decorate, PullScheduler scheduler,
            UseCases.Settings settings) {
        stores = decorate.apply(JdbcStores.create(dataSource).asStores());
        useCases = new UseCases(stores, new UseCases.Surroundings(clock, new UuidIdGenerator(), new SecureRandom(),
                new FakeSecretBox(), fetcher, resolver, scheduler), settings);
    }

    /** A new active vendor and the caller of a key with both scopes. */
    Caller newCaller() {
        Vendor vendor = ok(useCases.manageVendors().create("v-" + TestData.id().substring(0, 8), Optional.empty(),
                Optional.empty()));
        String secret = ok(useCases.manageApiKeys().issue(vendor.slug(), List.of("products:write", "offers:write"),
                Optional.empty())).secret();
        return ((Access.Granted) useCases.authorizeVendor().authorize(Optional.of(secret), Optional.empty())).caller();
    }

    static WriteCommand real(Caller caller, String key, String body) {
        return new WriteCommand(caller, TestData.id(), false, Optional.of(key), Json.bytes(body));
    }

    static <T> T ok(AdminResult<T> result) {
        if (result instanceof AdminResult.Ok<T> ok) {
            return ok.value();
        }
        throw new AssertionError("expected Ok, got " + result);
    }

    static <R> R completed(WriteOutcome<R> outcome) {
        if (outcome instanceof WriteOutcome.Completed<R> completed) {
            return completed.result();
        }
        throw new AssertionError("expected Completed, got " + outcome);
    }

    static boolean replayed(WriteOutcome<?> outcome) {
        return outcome instanceof WriteOutcome.Completed<?> completed && completed.replayed();
    }
}
