package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.testing.TestData;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A write whose commit loses its answer (the connection dropped while the COMMIT was in flight) is reported by
 * what the database did, read back from the journal row that travels with the commit: the computed result when it
 * committed, "nothing applied, the key free" when it did not, never a 503 that claims nothing was applied after
 * all was.
 */
@ExtendWith(FreshSchemaExtension.class)
class CommitOutcomeOnPostgresTest {

    private final AtomicReference<AnswerLosingTransactions> transactions = new AtomicReference<>();
    private final DataSource dataSource;
    private final PgWorld world;

    CommitOutcomeOnPostgresTest(TestSchema schema) {
        this.dataSource = schema.dataSource();
        this.world = new PgWorld(schema.dataSource(), stores -> {
            transactions.set(new AnswerLosingTransactions(stores.transactions(), schema.dataSource()));
            return stores.withTransactions(transactions.get());
        });
    }

    @Test
    void aCommitThatHappenedAnswersTheComputedResultAndItsRetryReplaysIt() {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "LOST-1");
        String key = "key-" + TestData.id();
        String body = items(obj("sku", "LOST-1", "price", 130));

        transactions.get().loseTheAnswerAfterCommitting();
        WriteOutcome<OfferUpdateResult> answered = world.useCases.updateOffers().update(real(caller, key, body));
        WriteOutcome<OfferUpdateResult> retry = world.useCases.updateOffers().update(real(caller, key, body));

        assertThat(PgWorld.replayed(answered)).isFalse();
        assertThat(completed(answered).applied()).isEqualTo(1);
        assertThat(price(caller, offer)).isEqualByComparingTo("130");
        assertThat(PgWorld.replayed(retry)).as("the key was used: the retry answers the stored result").isTrue();
        assertThat(completed(retry)).isEqualTo(completed(answered));
    }

    @Test
    void aCommitThatDidNotHappenIsUnavailableAndLeavesTheKeyFree() {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "LOST-2");
        String key = "key-" + TestData.id();
        String body = items(obj("sku", "LOST-2", "price", 140));

        transactions.get().loseTheAnswerAndTheCommit();
        Throwable failure = catchThrowable(() -> world.useCases.updateOffers().update(real(caller, key, body)));
        WriteOutcome<OfferUpdateResult> retry = world.useCases.updateOffers().update(real(caller, key, body));

        assertThat(failure).isInstanceOfSatisfying(StorageFailure.class, storage ->
                assertThat(storage.kind()).isEqualTo(StorageFailure.Kind.UNAVAILABLE));
        assertThat(PgWorld.replayed(retry)).as("nothing was applied: the retry executes").isFalse();
        assertThat(completed(retry).applied()).isEqualTo(1);
        assertThat(price(caller, offer)).isEqualByComparingTo("140");
    }

    @Test
    void aFeedRunWhoseCommitHappenedIsReportedAsItsJournalShowsItNotAsAnInternalError() {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "PULL-1");
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://feeds.agrovendor.com/offers.json", 6,
                "Europe/Kyiv", TokenChange.REMOVE);
        world.fetcher.answering(items(obj("sku", "PULL-1", "price", 150), obj("sku", "NOPE", "stock", 1)));

        transactions.get().loseTheAnswerAfterCommitting();
        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(run.applied()).isEqualTo(1);
        assertThat(run.rejectedTotal()).isEqualTo(1);
        assertThat(run.rejected()).extracting(rejection -> rejection.reason().wire()).containsExactly("sku_unknown");
        assertThat(price(caller, offer)).isEqualByComparingTo("150");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).singleElement()
                .satisfies(entry -> assertThat(entry.status()).isEqualTo(RequestStatus.SUCCEEDED));
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
    }

    @Test
    void aCommitStillInFlightWhenItsAnswerWasLostIsWaitedForNotReportedAsNothingApplied() throws Exception {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "LATE-1");
        String key = "key-" + TestData.id();
        String body = items(obj("sku", "LATE-1", "price", 160));

        transactions.get().loseTheAnswerWhileTheCommitIsStillOnItsWay();
        WriteOutcome<OfferUpdateResult> answered = world.useCases.updateOffers().update(real(caller, key, body));
        transactions.get().awaitLateCommit();

        assertThat(completed(answered).applied()).as("it did commit, after the answer was lost").isEqualTo(1);
        assertThat(price(caller, offer)).isEqualByComparingTo("160");
        assertThat(PgWorld.replayed(world.useCases.updateOffers().update(real(caller, key, body)))).isTrue();
    }

    /**
     * The COMMIT reached the server, which takes 1.5 s to finish it (a deferred trigger sleeps in it), when the
     * connection is lost: as a network drop while the server is still committing. The unit's journal row goes in the
     * same flush as its COMMIT (0809), so it is there, uncommitted: the run's failure row waits on it and then writes
     * nothing, and the run is answered as the unit committed it (0407, amended by 0410).
     */
    @Test
    void aFeedRunStillCommittingWhenItsAnswerWasLostIsWaitedForNotRecordedAgainAsAnInternalError() throws Exception {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "PULL-LATE");
        feedOf(caller, items(obj("sku", "PULL-LATE", "price", 170)));
        commitsOfSucceededRowsTakeLong(caller);

        transactions.get().loseTheAnswerWhileTheServerIsCommitting();
        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));
        transactions.get().awaitLateCommit();

        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(run.applied()).isEqualTo(1);
        assertThat(price(caller, offer)).isEqualByComparingTo("170");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).singleElement()
                .satisfies(entry -> assertThat(entry.status()).isEqualTo(RequestStatus.SUCCEEDED));
        assertThat(transactions.get().lateFailure()).isNull();
    }

    /**
     * The answer is lost before the unit's last flush (its journal row and COMMIT) reached the server, which gets it
     * 1.5 s later. The run's failure row is recorded first, so the late unit can no longer commit: the journal's key
     * fences it. The answer, an internal error with nothing applied, is then true, and the run has one row (0410).
     */
    @Test
    void aFeedRunWhoseLastFlushIsLateIsFencedOutByItsFailureRowAndNothingIsApplied() throws Exception {
        Caller caller = world.newCaller();
        Offer offer = offer(caller, "PULL-FENCED");
        feedOf(caller, items(obj("sku", "PULL-FENCED", "price", 180)));

        transactions.get().loseTheAnswerWhileTheCommitIsStillOnItsWay();
        FeedRun run = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));
        transactions.get().awaitLateCommit();

        assertThat(run.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(run.code()).contains("internal_error");
        assertThat(price(caller, offer)).isEqualByComparingTo("100");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).singleElement()
                .satisfies(entry -> assertThat(entry.code()).contains("internal_error"));
        assertThat(transactions.get().lateFailure()).as("the late unit met the journal's key")
                .isInstanceOf(StorageFailure.class);
    }

    private void feedOf(Caller caller, String body) {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://feeds.agrovendor.com/offers.json", 6,
                "Europe/Kyiv", TokenChange.REMOVE);
        world.fetcher.answering(body);
    }

    /** A COMMIT that journals a succeeded request of the vendor takes 1.5 s on the server. */
    private void commitsOfSucceededRowsTakeLong(Caller caller) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute("""
                    CREATE OR REPLACE FUNCTION commit_slowly() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN PERFORM pg_sleep(1.5); RETURN NULL; END $$""");
            sql.execute("""
                    CREATE CONSTRAINT TRIGGER commit_slowly AFTER INSERT ON requests DEFERRABLE INITIALLY DEFERRED
                    FOR EACH ROW WHEN (NEW.vendor_id = '%s' AND NEW.status = 'succeeded')
                    EXECUTE FUNCTION commit_slowly()""".formatted(UUID.fromString(caller.vendor().id())));
        }
    }

    private Offer offer(Caller caller, String sku) {
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Corn " + sku, "Dekalb", "seeds",
                Optional.empty()))).id();
        return ok(world.useCases.manageOffers().create(caller.vendor().slug(), new NewOffer(sku, product,
                new BigDecimal("100"), new BigDecimal("5"), Optional.empty(), Optional.empty(), Optional.empty())));
    }

    private BigDecimal price(Caller caller, Offer offer) {
        return world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow().price();
    }

    /** The real units, with the answer of the next one's commit lost once armed: after committing, or instead. */
    private static final class AnswerLosingTransactions implements Transactions {

        private static final Duration LATE = Duration.ofMillis(1500);

        private final Transactions delegate;
        private final DataSource dataSource;
        private volatile String armed = "";
        private volatile Thread late = new Thread(() -> { });
        private final AtomicReference<RuntimeException> lateFailure = new AtomicReference<>();

        AnswerLosingTransactions(Transactions delegate, DataSource dataSource) {
            this.delegate = delegate;
            this.dataSource = dataSource;
        }

        void loseTheAnswerAfterCommitting() {
            armed = "after";
        }

        void loseTheAnswerAndTheCommit() {
            armed = "instead";
        }

        /**
         * As a network that drops the connection while the server is still committing: the caller hears of the loss
         * at once, and the unit commits {@link #LATE} later on its own.
         */
        void loseTheAnswerWhileTheCommitIsStillOnItsWay() {
            armed = "late";
        }

        /**
         * As a network that drops the connection once the COMMIT has reached the server, which is still working on
         * it: the caller hears of the loss once the server is inside the COMMIT (a deferred trigger that sleeps).
         */
        void loseTheAnswerWhileTheServerIsCommitting() {
            armed = "committing";
        }

        void awaitLateCommit() throws InterruptedException {
            late.join();
        }

        /** What the late unit's own commit met, if anything. */
        RuntimeException lateFailure() {
            return lateFailure.get();
        }

        @Override
        public <T> T inTransaction(Supplier<T> work) {
            String mode = armed;
            armed = "";
            if (mode.equals("late")) {
                CountDownLatch worked = new CountDownLatch(1);
                late = new Thread(() -> failureOf(() -> delegate.inTransaction(() -> {
                    T result = work.get();
                    worked.countDown();
                    sleep(LATE);
                    return result;
                })), "late-commit");
                late.start();
                await(worked);
                throw lost();
            }
            if (mode.equals("committing")) {
                late = new Thread(() -> failureOf(() -> delegate.inTransaction(work)), "late-commit");
                late.start();
                Awaitility.await().atMost(Duration.ofSeconds(10)).until(this::aCommitSleeps);
                throw lost();
            }
            if (mode.equals("instead")) {
                delegate.inTransaction(() -> {
                    work.get();
                    throw lost();
                });
            }
            T result = delegate.inTransaction(work);
            if (mode.equals("after")) {
                throw lost();
            }
            return result;
        }

        private void failureOf(Runnable unit) {
            try {
                unit.run();
            } catch (RuntimeException e) {
                lateFailure.set(e);
            }
        }

        private boolean aCommitSleeps() throws SQLException {
            try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
                 ResultSet sleeping = sql.executeQuery(
                         "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'PgSleep'")) {
                return sleeping.next() && sleeping.getInt(1) > 0;
            }
        }

        private static void sleep(Duration duration) {
            try {
                Thread.sleep(duration.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        private static void await(CountDownLatch latch) {
            try {
                latch.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        private static StorageFailure lost() {
            return new StorageFailure(StorageFailure.Kind.OUTCOME_UNKNOWN, "commit failed; whether it committed is "
                    + "unknown", null);
        }
    }
}
