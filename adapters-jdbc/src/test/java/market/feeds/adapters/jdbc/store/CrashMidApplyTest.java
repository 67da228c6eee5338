package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.IdempotencyStore.Claim;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuResolution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A request's transaction is killed from outside (pg_terminate_backend of its backend) after it wrote offers,
 * journal, rejections and its idempotency record: none of it survives, and the retry applies exactly once.
 */
@ExtendWith(FreshSchemaExtension.class)
class CrashMidApplyTest {

    private static final String KEY = "crash-key-0123456789";
    private static final String FINGERPRINT = "c".repeat(64);
    private static final Instant SENT = Instant.parse("2026-03-05T09:00:00Z");

    private final DataSource dataSource;
    private final Fixtures fixtures;

    CrashMidApplyTest(TestSchema schema) {
        this.dataSource = schema.dataSource();
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void transactionKilledMidApplyLeavesNothingAndTheRetryAppliesOnce() throws Exception {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "CRASH-1");
        String firstRequest = Fixtures.newId();
        CountDownLatch applied = new CountDownLatch(1);
        CountDownLatch killed = new CountDownLatch(1);
        int[] backend = new int[1];

        CompletableFuture<Object> crashed = CompletableFuture.supplyAsync(() -> fixtures.stores.transactions().inTransaction(() -> {
            backend[0] = fixtures.stores.transactions().call("backend pid",
                    h -> h.createQuery("SELECT pg_backend_pid()").mapTo(Integer.class).one());
            executeRequest(vendor.id(), firstRequest);
            applied.countDown();
            await(killed);
            // the next statement of the dying transaction finds its connection gone
            return SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendor.id(), Set.of("CRASH-1"), true));
        }));
        assertThat(applied.await(30, TimeUnit.SECONDS)).isTrue();
        terminate(backend[0]);
        killed.countDown();

        Throwable failure = catchThrowable(() -> crashed.get(30, TimeUnit.SECONDS));
        assertThat(failure).hasCauseInstanceOf(StorageFailure.class);
        assertThat(fixtures.stores.offers().byId(vendor.id(), offer.id())).contains(offer);
        assertThat(fixtures.stores.journal().find(vendor.id(), firstRequest)).isEmpty();
        assertThat(fixtures.stores.rejections().page(firstRequest, 0, 100)).isEmpty();

        String retry = Fixtures.newId();
        Claim retried = fixtures.stores.transactions().inTransaction(() -> executeRequest(vendor.id(), retry));
        Claim repeated = fixtures.stores.transactions().inTransaction(() -> executeRequest(vendor.id(), Fixtures.newId()));

        assertThat(retried).isInstanceOf(Claim.Fresh.class);
        assertThat(repeated).isEqualTo(new Claim.Replay(retry));
        OfferSnapshot stored = fixtures.stores.offers().byId(vendor.id(), offer.id()).orElseThrow().snapshot();
        assertThat(stored.stock()).isEqualByComparingTo(offer.stock().add(BigDecimal.ONE));
        assertThat(stored.updatedAt()).contains(SENT);
        assertThat(fixtures.stores.journal().find(vendor.id(), retry)).isPresent();
        assertThat(fixtures.stores.rejections().page(retry, 0, 100)).hasSize(1);
    }

    /** The write path of a PATCH reduced to its writes: claim, resolve and lock, apply, rejections, journal. */
    private Claim executeRequest(String vendorId, String requestId) {
        Claim claim = fixtures.stores.idempotency().claim(vendorId, KEY, FINGERPRINT, requestId, SENT);
        if (!(claim instanceof Claim.Fresh)) {
            return claim;
        }
        SkuResolution resolution = SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendorId, Set.of("CRASH-1", "NOPE"), true)).get("CRASH-1");
        OfferSnapshot stored = ((SkuResolution.Resolved) resolution).offer();
        fixtures.stores.offerUpdates().applyAll(List.of(new OfferChange(stored.offerId(), stored.price(),
                stored.stock().add(BigDecimal.ONE), stored.moq(), false, Optional.of(SENT))));
        fixtures.stores.rejections().store(requestId, List.of(Rejection.of(1, "NOPE", RowCode.SKU_UNKNOWN)));
        fixtures.stores.journal().record(Fixtures.journalEntry(vendorId, requestId, SENT));
        return claim;
    }

    private void terminate(int pid) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement("SELECT pg_terminate_backend(?)")) {
            statement.setInt(1, pid);
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                assertThat(result.getBoolean(1)).as("backend %d terminated", pid).isTrue();
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
            Thread.sleep(200); // let the server finish terminating the backend
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
