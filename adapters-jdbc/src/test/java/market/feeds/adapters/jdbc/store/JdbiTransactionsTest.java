package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.StorageFailure;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** One request = one transaction: store calls join the running unit, a failure rolls all of it back. */
@ExtendWith(FreshSchemaExtension.class)
class JdbiTransactionsTest {

    private final TestSchema schema;
    private final Fixtures fixtures;

    JdbiTransactionsTest(TestSchema schema) {
        this.schema = schema;
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void failureInsideAUnitRollsBackEveryStoreCallOfIt() {
        Vendor vendor = new Vendor(Fixtures.newId(), "rolled-back", "Gone", true, true);

        IllegalStateException thrown = catchThrowableOfType(IllegalStateException.class,
                () -> fixtures.stores.transactions().run(() -> {
                    fixtures.stores.vendors().insert(vendor);
                    fixtures.stores.transactions().run(() -> fixtures.stores.journal()
                            .record(Fixtures.journalEntry(vendor.id(), Fixtures.newId(), Fixtures.T0)));
                    throw new IllegalStateException("use case fails after writing");
                }));

        assertThat(thrown).hasMessage("use case fails after writing");
        assertThat(fixtures.stores.vendors().bySlug("rolled-back")).isEmpty();
        assertThat(fixtures.stores.journal().list(vendor.id(), java.util.Optional.empty(), 10)).isEmpty();
    }

    @Test
    void aConnectionLostAtTheCommitIsAskedOfTheDatabaseOrElseAnUnknownOutcome() throws Exception {
        // A deferred trigger that ends its own backend runs inside COMMIT: the client's COMMIT is answered by the
        // connection closing, which is all a client sees when a backend dies right after committing, too.
        try (java.sql.Connection connection = schema.dataSource().getConnection();
             java.sql.Statement sql = connection.createStatement()) {
            sql.execute("""
                    CREATE TABLE doomed (id int);
                    CREATE FUNCTION end_own_backend() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); PERFORM pg_sleep(5); RETURN NULL; END $$;
                    CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT ON doomed DEFERRABLE INITIALLY DEFERRED
                    FOR EACH ROW EXECUTE FUNCTION end_own_backend();""");
        }
        JdbiTransactions db = fixtures.stores.transactions();

        StorageFailure asked = catchThrowableOfType(StorageFailure.class, () -> db.run(() ->
                db.call("inserting a doomed row", h -> h.execute("INSERT INTO doomed VALUES (1)"))));
        StorageFailure journaled = catchThrowableOfType(StorageFailure.class, () -> db.run(() -> {
            db.call("inserting a doomed row", h -> h.execute("INSERT INTO doomed VALUES (2)"));
            db.writeWithCommit("a journal row", "UPDATE vendors SET name = name WHERE id IS NULL", update -> { });
        }));
        StorageFailure midUnit = catchThrowableOfType(StorageFailure.class, () -> db.run(() ->
                db.call("ending the backend", h -> h.execute("SELECT pg_terminate_backend(pg_backend_pid())"))));

        assertThat(asked.kind()).as("the backend died inside COMMIT, before it committed: asked, rolled back")
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(journaled.kind()).as("a journaled unit's caller reads the journal instead (0407)")
                .isEqualTo(StorageFailure.Kind.OUTCOME_UNKNOWN);
        try (java.sql.Connection connection = schema.dataSource().getConnection();
             java.sql.ResultSet rows = connection.createStatement().executeQuery("SELECT count(*) FROM doomed")) {
            rows.next();
            assertThat(rows.getInt(1)).isZero();
        }
        assertThat(midUnit.kind()).as("lost before the commit was sent: certainly not applied")
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
    }

    @Test
    void storeCallsInsideAUnitCommitTogether() {
        Vendor vendor = new Vendor(Fixtures.newId(), "committed", "Kept", true, false);

        fixtures.stores.transactions().run(() -> {
            fixtures.stores.vendors().insert(vendor);
            fixtures.stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty());
        });

        assertThat(fixtures.stores.vendors().byId(vendor.id())).contains(vendor.withActive(false));
    }

    @Test
    void waitingTooLongForARowLockIsALockTimeout() throws Exception {
        Vendor vendor = fixtures.vendor();
        JdbiTransactions impatient = new JdbiTransactions(schema.dataSource(),
                new TransactionTimeouts(Duration.ofMillis(200), Duration.ofSeconds(30)));
        CountDownLatch locked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> holder = CompletableFuture.runAsync(() -> fixtures.stores.transactions().run(() -> {
            // an offer writer's lock: the vendor's row (decision 0801), which a flag change must wait for
            fixtures.stores.offerUpdates().skuFacts(vendor.id(), Set.of("ANY"), true);
            locked.countDown();
            await(release);
        }));
        assertThat(locked.await(10, TimeUnit.SECONDS)).isTrue();

        StorageFailure failure = catchThrowableOfType(StorageFailure.class,
                () -> impatient.run(() -> new PgVendorStore(impatient).changeFlags(vendor.id(), Optional.of(false),
                        Optional.empty())));
        release.countDown();
        holder.get(10, TimeUnit.SECONDS);

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.LOCK_TIMEOUT);
    }

    @Test
    void statementRunningTooLongIsAStatementTimeout() {
        JdbiTransactions hasty = new JdbiTransactions(schema.dataSource(),
                new TransactionTimeouts(Duration.ofSeconds(5), Duration.ofMillis(200)));

        StorageFailure failure = catchThrowableOfType(StorageFailure.class, () -> hasty.run(() ->
                hasty.call("sleeping", h -> h.createQuery("SELECT pg_sleep(5)").mapToMap().one())));

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.STATEMENT_TIMEOUT);
    }

    @Test
    void endingTheDatabaseWaitsAtAStopFailsAStatementStillWaitingAsALostConnectionAndLeavesIdleOnesAlone()
            throws Exception {
        JdbiTransactions db = new JdbiTransactions(schema.dataSource());
        assertThat(db.endDatabaseWaits()).as("nothing held: nothing to end").isZero();
        CompletableFuture<StorageFailure> waiting = CompletableFuture.supplyAsync(() -> catchThrowableOfType(
                StorageFailure.class, () -> db.run(() -> db.call("waiting on the database",
                        h -> h.createQuery("SELECT pg_sleep(10)").mapToMap().one()))));
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> sleepingBackends() == 1);

        long start = System.nanoTime();
        int ended = db.endDatabaseWaits();
        StorageFailure failure = waiting.get(10, TimeUnit.SECONDS);

        assertThat(ended).isEqualTo(1);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("at once, not after the statement")
                .isLessThan(Duration.ofSeconds(5));
        assertThat(failure.kind()).as("answered as any lost connection: 503, nothing applied")
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(db.endDatabaseWaits()).as("the aborted connection is no longer held").isZero();
        int read = db.call("reading after the stop's cut", h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
        assertThat(read).as("the pool replaces what was aborted").isEqualTo(1);
    }

    private long sleepingBackends() throws java.sql.SQLException {
        try (java.sql.Connection connection = schema.dataSource().getConnection();
             java.sql.ResultSet rows = connection.createStatement().executeQuery("""
                     SELECT count(*) FROM pg_stat_activity
                     WHERE query = 'SELECT pg_sleep(10)' AND state = 'active'""")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    @Test
    void constraintViolationIsAnOtherStorageFailure() {
        Vendor vendor = fixtures.vendor();

        StorageFailure failure = catchThrowableOfType(StorageFailure.class, () -> fixtures.stores.transactions()
                .call("inserting a bad offer", h -> h.createUpdate("""
                        INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued,
                                            visibility, complete)
                        VALUES (gen_random_uuid(), CAST(:vendor AS uuid), 'X', CAST(:product AS uuid), 0, 1, 1, false,
                                'published', true)""")
                        .bind("vendor", vendor.id()).bind("product", fixtures.product().id()).execute()));

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.OTHER);
        assertThat(failure).hasMessageContaining("23514");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
