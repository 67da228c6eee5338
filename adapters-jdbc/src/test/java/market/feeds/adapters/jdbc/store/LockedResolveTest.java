package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuResolution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Writers of one vendor's offers serialize on the vendor's write lock: a second PATCH naming the same skus in the
 * other order waits for the first one, then judges against the values the first one committed; a dashboard edit
 * waits for a PATCH in progress.
 */
@ExtendWith(FreshSchemaExtension.class)
class LockedResolveTest {

    private static final Instant FIRST_SENT = Instant.parse("2026-03-04T12:00:00Z");

    private final Fixtures fixtures;

    LockedResolveTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void secondPatchWaitsForTheFirstAndSeesItsCommittedValues() throws Exception {
        Vendor vendor = fixtures.vendor();
        Offer a = fixtures.insertOffer(vendor.id(), "ORDER-A");
        Offer b = fixtures.insertOffer(vendor.id(), "ORDER-B");
        CountDownLatch firstLocked = new CountDownLatch(1);
        CompletableFuture<Void> first = CompletableFuture.runAsync(() -> fixtures.stores.transactions().run(() -> {
            Map<String, SkuResolution> resolved = SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendor.id(), Set.of("ORDER-A", "ORDER-B"), true));
            fixtures.stores.offerUpdates().applyAll(resolved.values().stream().map(r -> ((SkuResolution.Resolved) r).offer())
                    .map(o -> new OfferChange(o.offerId(), o.price(), new BigDecimal("77"), o.moq(), false, Optional.of(FIRST_SENT)))
                    .toList());
            firstLocked.countDown();
            pause(400); // the second patch reaches its locking read meanwhile
        }));
        assertThat(firstLocked.await(10, TimeUnit.SECONDS)).isTrue();

        Map<String, SkuResolution> second = fixtures.stores.transactions().inTransaction(
                () -> SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendor.id(), Set.of("ORDER-B", "ORDER-A"), true)));
        first.get(10, TimeUnit.SECONDS);

        for (Offer offer : List.of(a, b)) {
            OfferSnapshot seen = ((SkuResolution.Resolved) second.get(offer.sku())).offer();
            assertThat(seen.stock()).isEqualByComparingTo("77");
            assertThat(seen.updatedAt()).contains(FIRST_SENT);
        }
    }

    @Test
    void dashboardEditWaitsForAPatchOfTheSameVendorSoTheRelistCheckSawCurrentValues() throws Exception {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "EDIT-A");
        CountDownLatch patchLocked = new CountDownLatch(1);
        CompletableFuture<Long> patchCommittedAt = CompletableFuture.supplyAsync(() -> fixtures.stores.transactions()
                .inTransaction(() -> {
                    SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendor.id(), Set.of("EDIT-A"), true));
                    patchLocked.countDown();
                    pause(400); // the dashboard edit arrives while the patch still decides
                    return System.nanoTime();
                }));
        assertThat(patchLocked.await(10, TimeUnit.SECONDS)).isTrue();

        fixtures.stores.offers().update(new Offer(offer.id(), offer.vendorId(), offer.sku(), offer.catalogProductId(),
                offer.price(), offer.stock(), offer.moq(), offer.discontinued(), offer.visibility(), false,
                offer.priceLadder(), offer.warehouseId(), offer.updatedAt()));
        long editDoneAt = System.nanoTime();

        assertThat(editDoneAt).isGreaterThan(patchCommittedAt.get(10, TimeUnit.SECONDS));
        assertThat(fixtures.stores.offers().byId(vendor.id(), offer.id()).orElseThrow().complete()).isFalse();
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
