package market.feeds.application.service;

import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.testing.DelegatingFeedRunLeases;
import market.feeds.application.testing.DelegatingOfferUpdates;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.TestData;
import market.feeds.domain.offer.SkuFacts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Faults on the service's own side end the run with their code and never notify the vendor. */
class FeedPullStorageFaultTest {

    @ParameterizedTest
    @CsvSource({"LOCK_TIMEOUT, lock_timeout", "STATEMENT_TIMEOUT, statement_timeout", "UNAVAILABLE, internal_error",
            "OTHER, internal_error"})
    void storageFailureWhileApplyingIsTheServicesOwnFault(StorageFailure.Kind kind, String code) {
        FeedRun run = runWithResolve(() -> {
            throw new StorageFailure(kind, "simulated", null);
        });
        assertThat(run.code()).contains(code);
    }

    @org.junit.jupiter.api.Test
    void anyOtherFaultIsInternalError() {
        FeedRun run = runWithResolve(() -> {
            throw new IllegalStateException("bug");
        });
        assertThat(run.code()).contains("internal_error");
    }

    @org.junit.jupiter.api.Test
    void aJobStoreThatCannotArmTomorrowsRunDoesNotCostTodaysRun() {
        var stores = InMemoryStores.create();
        Vendor vendor = aVendorWithAFeed(stores);
        market.feeds.application.port.out.PullScheduler away = new market.feeds.application.port.out.PullScheduler() {
            @Override
            public void schedule(String vendorId, java.time.Instant at) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "scheduling the pull failed", null);
            }

            @Override
            public void unschedule(String vendorId) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "unscheduling the pull failed", null);
            }

            @Override
            public Optional<java.time.Instant> pendingRun(String vendorId) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "reading the schedule failed", null);
            }
        };
        StubFeedFetcher fetcher = new StubFeedFetcher().answering(items(Rows.priceUpdate("A", "1")));
        RunFeedPullService service = new RunFeedPullService(stores.vendors(), stores.feedSettings(),
                stores.feedLeases(), stores.transactions(), stores.journal(), stores.rejections(), stores.notifications(),
                stores.offerUpdates(), new StrictJsonReader(), new FakeSecretBox(), fetcher, away,
                new UuidIdGenerator(), MutableClock.at("2026-03-02T08:00:00Z"),
                ConditionalGet.OFF);

        Optional<FeedRun> run = service.runScheduled(vendor.id(), TestData.T0).run();

        assertThat(run).isPresent();
        assertThat(fetcher.requests()).hasSize(1);
    }

    @org.junit.jupiter.api.Test
    void aLeaseTheDatabaseWasAwayToTakeBackIsGivenBackBeforeTheNextRunSoThatRunIsNotLeaseLost() {
        var stores = InMemoryStores.create();
        Vendor vendor = aVendorWithAFeed(stores);
        java.util.concurrent.atomic.AtomicInteger releasesToFail = new java.util.concurrent.atomic.AtomicInteger(1);
        FeedRunLeases awayAtRelease = new DelegatingFeedRunLeases(stores.feedLeases()) {
            @Override
            public void release(Lease lease, boolean settled) {
                if (releasesToFail.getAndDecrement() > 0) {
                    throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "releasing the lease failed", null);
                }
                super.release(lease, settled);
            }
        };
        MutableClock clock = MutableClock.at("2026-03-02T08:00:00Z");
        RunFeedPullService service = new RunFeedPullService(stores.vendors(), stores.feedSettings(), awayAtRelease,
                stores.transactions(), stores.journal(), stores.rejections(), stores.notifications(),
                stores.offerUpdates(), new StrictJsonReader(), new FakeSecretBox(),
                new StubFeedFetcher().answering(items(Rows.priceUpdate("A", "1"))), new InMemoryPullScheduler(),
                new UuidIdGenerator(), clock, ConditionalGet.OFF);

        ((AdminResult.Ok<FeedRun>) service.runNow(vendor.slug())).value();
        boolean heldAfterTheFirstRun = stores.feedLeases().acquire(vendor.id(), "probe",
                clock.instant(), clock.instant().plusSeconds(1)).isEmpty();
        FeedRun second = ((AdminResult.Ok<FeedRun>) service.runNow(vendor.slug())).value();

        assertThat(heldAfterTheFirstRun).isTrue();
        assertThat(second.code()).isEmpty();
        assertThat(second.status()).isEqualTo(market.feeds.application.model.RequestStatus.SUCCEEDED);
    }

    private FeedRun runWithResolve(Runnable fault) {
        var memory = InMemoryStores.create();
        OfferUpdates failing = new DelegatingOfferUpdates(memory.offerUpdates()) {
            @Override
            public Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock) {
                fault.run();
                return super.skuFacts(vendorId, skus, lock);
            }
        };
        Stores stores = memory;
        Vendor vendor = aVendorWithAFeed(stores);
        StubFeedFetcher fetcher = new StubFeedFetcher().answering(items(Rows.priceUpdate("A", "1")));
        RunFeedPullService service = new RunFeedPullService(stores.vendors(), stores.feedSettings(),
                stores.feedLeases(), stores.transactions(), stores.journal(), stores.rejections(), stores.notifications(),
                failing, new StrictJsonReader(), new FakeSecretBox(), fetcher, new InMemoryPullScheduler(),
                new UuidIdGenerator(), MutableClock.at("2026-03-02T08:00:00Z"), ConditionalGet.OFF);
        FeedRun run = service.runScheduled(vendor.id(), TestData.T0).run().orElseThrow();
        assertThat(stores.notifications().forVendor(vendor.id())).isEmpty();
        assertThat(stores.journal().find(vendor.id(), run.requestId())).isPresent();
        return run;
    }

    private static Vendor aVendorWithAFeed(Stores stores) {
        Vendor vendor = TestData.aVendor().build();
        stores.vendors().insert(vendor);
        stores.feedSettings().save(new FeedSettings(vendor.id(), "https://feeds.agrovendor.com/x", 6,
                java.time.ZoneId.of("UTC"), Optional.empty(), Optional.empty(), TestData.T0));
        return vendor;
    }
}
