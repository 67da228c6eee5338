package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.IdempotencyStore.Claim;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuResolution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Eight concurrent requests with one Idempotency-Key and one body: one executes, seven replay its result. */
@ExtendWith(FreshSchemaExtension.class)
class ConcurrentIdempotencyTest {

    private static final int THREADS = 8;
    private static final String KEY = "idem-key-0123456789";
    private static final String FINGERPRINT = "f".repeat(64);

    private final Fixtures fixtures;

    ConcurrentIdempotencyTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void sameKeyAndBodyConcurrentlyExecutesExactlyOnce() throws Exception {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "IDEM-1");
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<Executed>> requests = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            requests.add(pool.submit(() -> {
                start.await();
                return fixtures.stores.transactions().inTransaction(() -> request(vendor.id()));
            }));
        }
        start.countDown();
        List<Executed> results = new ArrayList<>();
        for (Future<Executed> request : requests) {
            results.add(request.get(60, TimeUnit.SECONDS));
        }
        pool.shutdown();

        List<Executed> fresh = results.stream().filter(r -> r.claim() instanceof Claim.Fresh).toList();
        assertThat(fresh).hasSize(1);
        String executedRequest = fresh.get(0).requestId();
        assertThat(results).filteredOn(r -> r.claim() instanceof Claim.Replay).hasSize(THREADS - 1)
                .allMatch(r -> ((Claim.Replay) r.claim()).requestId().equals(executedRequest));
        assertThat(fixtures.stores.offers().byId(vendor.id(), offer.id()).orElseThrow().stock())
                .isEqualByComparingTo(offer.stock().add(BigDecimal.ONE));
        assertThat(fixtures.stores.journal().list(vendor.id(), Optional.of(Source.API), 100))
                .singleElement().matches(entry -> entry.requestId().equals(executedRequest));
    }

    /** The request unit of the use case, reduced to what idempotency must protect. */
    private Executed request(String vendorId) {
        String requestId = Fixtures.newId();
        Claim claim = fixtures.stores.idempotency().claim(vendorId, KEY, FINGERPRINT, requestId, Fixtures.T0);
        if (claim instanceof Claim.Fresh) {
            SkuResolution resolution = SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendorId, Set.of("IDEM-1"), true)).get("IDEM-1");
            OfferSnapshot stored = ((SkuResolution.Resolved) resolution).offer();
            fixtures.stores.offerUpdates().applyAll(List.of(new OfferChange(stored.offerId(), stored.price(),
                    stored.stock().add(BigDecimal.ONE), stored.moq(), stored.discontinued(), Optional.empty())));
            fixtures.stores.journal().record(Fixtures.journalEntry(vendorId, requestId, Fixtures.T0));
            pause(); // the others reach their claim while this transaction is still open
        }
        return new Executed(requestId, claim);
    }

    private static void pause() {
        try {
            Thread.sleep(300);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private record Executed(String requestId, Claim claim) {
    }
}
