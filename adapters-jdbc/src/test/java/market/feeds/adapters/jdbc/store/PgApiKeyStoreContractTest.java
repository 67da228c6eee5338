package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.contract.AbstractApiKeyStoreContractTest;
import market.feeds.application.service.Stores;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The ApiKeyStore contract on PostgreSQL (one migrated schema for the class), and how a held caller orders a
 * vendor's writes against a revocation or a deactivation across connections (decision 0217).
 */
@ExtendWith(FreshSchemaExtension.class)
class PgApiKeyStoreContractTest extends AbstractApiKeyStoreContractTest {

    private final Stores stores;
    private final DataSource dataSource;

    PgApiKeyStoreContractTest(TestSchema schema) {
        this.stores = JdbcStores.create(schema.dataSource()).asStores();
        this.dataSource = schema.dataSource();
    }

    @Override
    protected Stores stores() {
        return stores;
    }

    @Test
    void aRevocationWaitsForAWriteUnitThatHoldsACallerOfTheVendor() throws Exception {
        Vendor vendor = givenVendor();
        ApiKey key = givenKey(vendor);
        CompletableFuture<Boolean> revocation = new CompletableFuture<>();

        Optional<Caller> held = heldWhile(key, () -> revocation.completeAsync(() ->
                stores.apiKeys().revoke(vendor.id(), key.id(), TestData.at(60))));

        assertThat(held).map(caller -> caller.key().revoked()).contains(false);
        assertThat(revocation.get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aDeactivationWaitsForAWriteUnitThatHoldsACallerOfTheVendor() throws Exception {
        Vendor vendor = givenVendor();
        ApiKey key = givenKey(vendor);
        CompletableFuture<Void> deactivation = new CompletableFuture<>();

        Optional<Caller> held = heldWhile(key, () -> deactivation.completeAsync(() -> {
            stores.vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty());
            return null;
        }));

        assertThat(held).map(caller -> caller.vendor().active()).contains(true);
        deactivation.get(10, TimeUnit.SECONDS);
        assertThat(stores.vendors().byId(vendor.id()).orElseThrow().active()).isFalse();
    }

    /**
     * Starts the operator's {@code action} while a write unit holds {@code key}'s caller, checks that the action
     * waits on the standing lock until that unit commits, then lets it commit; returns the caller the unit held.
     */
    private Optional<Caller> heldWhile(ApiKey key, Supplier<CompletableFuture<?>> action) throws Exception {
        CountDownLatch commit = new CountDownLatch(1);
        CompletableFuture<Optional<Caller>> write = holdUntil(key, commit);

        CompletableFuture<?> waiting = action.get();
        await().atMost(Duration.ofSeconds(10)).until(() -> waitingOnALock("pg_advisory_xact_lock("));
        assertThat(waiting).isNotDone();
        commit.countDown();

        return write.get(10, TimeUnit.SECONDS);
    }

    /** The read after the lock sees what the lock waited for: the same statement's snapshot would not. */
    @Test
    void aWriteThatWaitedForARevocationReadsItsKeyRevoked() throws Exception {
        Vendor vendor = givenVendor();
        ApiKey key = givenKey(vendor);
        CountDownLatch revoked = new CountDownLatch(1);
        CountDownLatch commit = new CountDownLatch(1);
        CompletableFuture<Void> revocation = CompletableFuture.runAsync(() -> stores.transactions().run(() -> {
            stores.apiKeys().revoke(vendor.id(), key.id(), TestData.at(60));
            revoked.countDown();
            CommitSignal.await(commit);
        }));
        assertThat(revoked.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Optional<Caller>> write = CompletableFuture.supplyAsync(() ->
                stores.transactions().inTransaction(() -> stores.apiKeys().callerHeld(key.id())));
        await().atMost(Duration.ofSeconds(10)).until(() -> waitingOnALock("pg_advisory_xact_lock_shared("));
        commit.countDown();

        revocation.get(10, TimeUnit.SECONDS);
        assertThat(write.get(10, TimeUnit.SECONDS)).map(caller -> caller.key().revoked()).contains(true);
    }

    @Test
    void writesOfOneVendorHoldTheirCallersAtTheSameTime() throws Exception {
        Vendor vendor = givenVendor();
        ApiKey key = givenKey(vendor);
        ApiKey other = givenKey(vendor);
        CountDownLatch commit = new CountDownLatch(1);
        CompletableFuture<Optional<Caller>> first = holdUntil(key, commit);
        try {
            Supplier<Optional<Caller>> second = () -> stores.transactions()
                    .inTransaction(() -> stores.apiKeys().callerHeld(other.id()));
            assertThat(CompletableFuture.supplyAsync(second).get(10, TimeUnit.SECONDS)).isPresent();
        } finally {
            commit.countDown();
        }
        assertThat(first.get(10, TimeUnit.SECONDS)).isPresent();
    }

    private ApiKey givenKey(Vendor vendor) {
        ApiKey key = TestData.anApiKey(vendor.id());
        stores.apiKeys().insert(key, (TestData.id() + TestData.id()).replace("-", "").substring(0, 64));
        return key;
    }

    /** A write unit that holds the key's caller and stays open until {@code commit}; started once it holds it. */
    private CompletableFuture<Optional<Caller>> holdUntil(ApiKey key, CountDownLatch commit) throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CompletableFuture<Optional<Caller>> write = CompletableFuture.supplyAsync(() -> stores.transactions()
                .inTransaction(() -> {
                    Optional<Caller> caller = stores.apiKeys().callerHeld(key.id());
                    held.countDown();
                    CommitSignal.await(commit);
                    return caller;
                }));
        assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
        return write;
    }

    private boolean waitingOnALock(String statement) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement();
             ResultSet waiting = sql.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                     + " AND position('" + statement + "' IN query) > 0")) {
            return waiting.next() && waiting.getInt(1) == 1;
        }
    }
}
