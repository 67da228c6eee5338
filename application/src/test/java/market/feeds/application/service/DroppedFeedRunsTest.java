package market.feeds.application.service;

import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.RecordDroppedRunsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.testing.DelegatingFeedRunLeases;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.MutableClock;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.StubFeedFetcher;
import market.feeds.application.testing.TestData;
import market.feeds.domain.code.PullRunCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Vendor contract, Events 3: "every run leaves a row in the vendor's request journal". A run that took its lease and
 * could not write its row (the database away when it ended, its process killed) is journaled {@code lease_expired}
 * under its own request id once it can be: by the round of dropped runs, or by the vendor's next run (decision 0410).
 */
class DroppedFeedRunsTest {

    private final Stores stores = InMemoryStores.create();
    private final MutableClock clock = MutableClock.at("2026-03-02T08:00:00Z");
    private final StubFeedFetcher fetcher = new StubFeedFetcher();
    private final RecordingIds ids = new RecordingIds();
    /** The database as the journal and the leases meet it: away while set. */
    private final AtomicBoolean journalAway = new AtomicBoolean();
    private final AtomicBoolean releaseAway = new AtomicBoolean();
    private final AtomicInteger releasesTried = new AtomicInteger();
    private final RunFeedPullService pull = new RunFeedPullService(stores.vendors(), stores.feedSettings(),
            new ReleaseAwayLeases(stores.feedLeases(), releaseAway, releasesTried), stores.transactions(),
            new AwayJournal(stores.journal(), journalAway), stores.rejections(), stores.notifications(),
            stores.offerUpdates(), new StrictJsonReader(), new FakeSecretBox(), fetcher, new InMemoryPullScheduler(),
            ids, clock, ConditionalGet.OFF);
    private final RecordDroppedRunsUseCase round = pull.droppedRunsRound();
    private Vendor vendor;

    @BeforeEach
    void vendorWithAFeed() {
        vendor = TestData.aVendor().build();
        stores.vendors().insert(vendor);
        stores.feedSettings().save(new FeedSettings(vendor.id(), "https://feeds.agrovendor.com/x", 6,
                ZoneId.of("UTC"), Optional.empty(), Optional.empty(), TestData.T0));
    }

    @Test
    void aRunWhoseFailureRowCouldNotBeWrittenIsJournaledLeaseExpiredOnceTheDatabaseIsBackAndNotNotified() {
        fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(500));
        journalAway.set(true);
        Throwable answered = catchThrowable(() -> pull.runNow(vendor.slug()));
        String runId = ids.first();
        journalAway.set(false);

        clock.advance(Duration.ofSeconds(12));
        int journaled = round.recordDropped();

        assertThat(answered).isInstanceOf(StorageFailure.class);
        assertThat(journaled).isEqualTo(1);
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.requestId()).isEqualTo(runId);
            assertThat(row.status()).isEqualTo(RequestStatus.FAILED);
            assertThat(row.code()).contains("lease_expired");
            assertThat(row.endpoint()).isEqualTo(JournalEntry.FEED_ENDPOINT);
            assertThat(row.createdAt()).isEqualTo(Instant.parse("2026-03-02T08:00:00Z"));
        });
        assertThat(stores.notifications().forVendor(vendor.id())).as("lease_expired is the service's own").isEmpty();
        assertThat(round.recordDropped()).as("journaled once").isZero();
        assertThat(feedRows()).hasSize(1);
    }

    /** Audit s29c L2: each step that met the outage cost the operator's "run now" the pool's 2 s wait. */
    @Test
    void aRunWhoseFailureRowMetTheDatabaseAwayDoesNotWaitOnItAgainToGiveItsLeaseBack() {
        fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(500));
        journalAway.set(true);

        Throwable answered = catchThrowable(() -> pull.runNow(vendor.slug()));

        assertThat(answered).isInstanceOf(StorageFailure.class);
        assertThat(releasesTried).hasValue(0);
        journalAway.set(false);
        assertThat(round.recordDropped()).as("given back and journaled by the next round").isEqualTo(1);
        assertThat(releasesTried).hasValue(1);
    }

    @Test
    void theVendorsNextRunJournalsTheDroppedRunAndThenItselfInsteadOfBeingLeaseLost() {
        fetcher.failing(PullRunCode.FETCH_FAILED, OptionalInt.empty());
        journalAway.set(true);
        catchThrowable(() -> pull.runNow(vendor.slug()));
        String dropped = ids.first();
        journalAway.set(false);

        fetcher.answering(items(Rows.priceUpdate("A", "1")));
        FeedRun next = ok(pull.runNow(vendor.slug()));

        assertThat(next.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(feedRows()).extracting(JournalEntry::requestId).containsExactlyInAnyOrder(dropped, next.requestId());
        assertThat(stores.journal().find(vendor.id(), dropped).orElseThrow().code()).contains("lease_expired");
        assertThat(round.recordDropped()).isZero();
    }

    @Test
    void aRunWhoseLeaseCouldNotBeGivenBackEitherIsJournaledByTheFirstRoundOnceTheDatabaseIsBack() {
        fetcher.failing(PullRunCode.FETCH_FAILED, OptionalInt.empty());
        journalAway.set(true);
        releaseAway.set(true);
        catchThrowable(() -> pull.runNow(vendor.slug()));
        journalAway.set(false);
        releaseAway.set(false);

        assertThat(round.recordDropped()).as("well before the lease expires").isEqualTo(1);
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.requestId()).isEqualTo(ids.first());
            assertThat(row.code()).contains("lease_expired");
        });
    }

    @Test
    void aRunKilledAfterTakingItsLeaseIsJournaledOnlyOnceItsLeaseHasEndedAndTheGraceHasPassed() {
        String killed = TestData.id();
        Instant started = clock.instant();
        stores.feedLeases().acquire(vendor.id(), killed, started, started.plus(RunFeedPullService.LEASE));

        clock.set(started.plus(RunFeedPullService.LEASE).plus(RecordDroppedRunsService.GRACE).minusSeconds(1));
        int beforeTheGrace = round.recordDropped();
        clock.advance(Duration.ofSeconds(1));
        int after = round.recordDropped();

        assertThat(beforeTheGrace).isZero();
        assertThat(after).isEqualTo(1);
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.requestId()).isEqualTo(killed);
            assertThat(row.code()).contains("lease_expired");
            assertThat(row.createdAt()).isEqualTo(started);
        });
    }

    @Test
    void aRunOfAVendorFoundInactiveLeavesNoRowEvenWhenItsLeaseCouldNotBeGivenBack() {
        fetcher.answering(items(Rows.priceUpdate("A", "1")))
                .whileFetching(() -> stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty()));
        releaseAway.set(true);
        AdminResult<FeedRun> refused = pull.runNow(vendor.slug());
        releaseAway.set(false);

        int firstRound = round.recordDropped();
        clock.advance(Duration.ofMinutes(10));
        int later = round.recordDropped();

        assertThat(refused).isInstanceOf(AdminResult.Conflict.class);
        assertThat(firstRound + later).isZero();
        assertThat(stores.journal().list(vendor.id(), Optional.empty(), 10)).isEmpty();
    }

    @Test
    void runsThatJournaledThemselvesAreNeverJournaledAgain() {
        fetcher.answering(items(Rows.priceUpdate("A", "1")));
        FeedRun applied = ok(pull.runNow(vendor.slug()));
        fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(500));
        FeedRun failed = ok(pull.runNow(vendor.slug()));
        // Given back settled, but the database took the release back (0816): its run is handed over as dropped.
        fetcher.answering(items(Rows.priceUpdate("A", "2")));
        releaseAway.set(true);
        FeedRun unreleased = ok(pull.runNow(vendor.slug()));
        releaseAway.set(false);

        clock.advance(Duration.ofMinutes(10));
        int journaled = round.recordDropped();

        assertThat(journaled).isZero();
        assertThat(feedRows()).extracting(JournalEntry::requestId)
                .containsExactlyInAnyOrder(applied.requestId(), failed.requestId(), unreleased.requestId());
        assertThat(feedRows()).extracting(row -> row.code().orElse("-")).doesNotContain("lease_expired");
        assertThat(ok(pull.runNow(vendor.slug())).status()).isEqualTo(RequestStatus.SUCCEEDED);
    }

    @Test
    void aRunThatOutlivedItsLeaseAndWasJournaledAsDroppedIsAnsweredAsJournaled() {
        fetcher.answering(items(Rows.priceUpdate("A", "1"))).whileFetching(() -> {
            clock.advance(RunFeedPullService.LEASE.plus(RecordDroppedRunsService.GRACE));
            round.recordDropped();
        });

        FeedRun run = ok(pull.runNow(vendor.slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(run.code()).contains("lease_expired");
        assertThat(feedRows()).singleElement().satisfies(row -> {
            assertThat(row.requestId()).isEqualTo(run.requestId());
            assertThat(row.finishedAt()).isEqualTo(run.finishedAt());
        });
    }

    @Test
    void aRunThatOutlivedItsLeaseAndThenFailedAtItsFeedIsAnsweredAsJournaledAndNotifiesNobody() {
        fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(500)).whileFetching(() -> {
            clock.advance(RunFeedPullService.LEASE.plus(RecordDroppedRunsService.GRACE));
            round.recordDropped();
        });

        FeedRun run = ok(pull.runNow(vendor.slug()));

        assertThat(run.code()).contains("lease_expired");
        assertThat(feedRows()).singleElement().satisfies(row -> assertThat(row.code()).contains("lease_expired"));
        assertThat(stores.notifications().forVendor(vendor.id())).as("its row is not the vendor's to act on").isEmpty();
    }

    private List<JournalEntry> feedRows() {
        return stores.journal().list(vendor.id(), Optional.of(Source.FEED), 10);
    }

    private static FeedRun ok(AdminResult<FeedRun> result) {
        return ((AdminResult.Ok<FeedRun>) result).value();
    }

    /** UUIDs, the first of which (a run's request id, drawn first) the test can name. */
    private static final class RecordingIds implements IdGenerator {
        private final List<String> handedOut = new ArrayList<>();
        private final UuidIdGenerator uuids = new UuidIdGenerator();

        @Override
        public synchronized String newId() {
            String id = uuids.newId();
            handedOut.add(id);
            return id;
        }

        synchronized String first() {
            return handedOut.get(0);
        }
    }

    /** The in-memory journal, failing as PostgreSQL's would while the database is away. */
    private record AwayJournal(RequestJournal journal, AtomicBoolean away) implements RequestJournal {

        private void check() {
            if (away.get()) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "journaling a request failed", null);
            }
        }

        @Override
        public void record(JournalEntry entry) {
            check();
            journal.record(entry);
        }

        @Override
        public boolean recordFirst(JournalEntry entry) {
            check();
            return journal.recordFirst(entry);
        }

        @Override
        public Optional<JournalEntry> find(String vendorId, String requestId) {
            check();
            return journal.find(vendorId, requestId);
        }

        @Override
        public List<JournalEntry> list(String vendorId, Optional<Source> source, int limit) {
            check();
            return journal.list(vendorId, source, limit);
        }

        @Override
        public List<JournalEntry> leaf(String vendorId, Optional<Source> source,
                                       Optional<RequestStatus> status, JournalPlace place, int limit) {
            check();
            return journal.leaf(vendorId, source, status, place, limit);
        }

        @Override
        public int purgeCreatedBefore(Instant cutoff) {
            check();
            return journal.purgeCreatedBefore(cutoff);
        }
    }

    /** The in-memory leases, whose release fails while the database is away. */
    private static final class ReleaseAwayLeases extends DelegatingFeedRunLeases {
        private final AtomicBoolean away;
        private final AtomicInteger tried;

        ReleaseAwayLeases(FeedRunLeases leases, AtomicBoolean away, AtomicInteger tried) {
            super(leases);
            this.away = away;
            this.tried = tried;
        }

        @Override
        public void release(Lease lease, boolean settled) {
            tried.incrementAndGet();
            if (away.get()) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "releasing a feed lease failed", null);
            }
            super.release(lease, settled);
        }
    }
}
