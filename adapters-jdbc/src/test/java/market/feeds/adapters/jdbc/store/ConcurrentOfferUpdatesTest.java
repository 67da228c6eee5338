package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferChangeRequest;
import market.feeds.domain.offer.OfferDecision;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.OfferUpdatePolicy;
import market.feeds.domain.offer.SkuResolution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Eight threads apply patches naming overlapping skus in random orders, each patch one transaction driven like
 * the use case (resolve with lock, the update policy, applyAll). Every patch sets stock to the stock it read
 * plus one and sends its own updated_at, so any lost update or interleaving shows as a broken chain.
 */
@ExtendWith(FreshSchemaExtension.class)
class ConcurrentOfferUpdatesTest {

    private static final int THREADS = 8;
    private static final int PATCHES_PER_THREAD = 25;
    private static final int SKUS = 24;

    private final Fixtures fixtures;
    private final JdbiTransactions db;

    ConcurrentOfferUpdatesTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.db = fixtures.stores.transactions();
    }

    @Test
    void overlappingPatchesInRandomOrdersSerializeWithoutDeadlockAndKeepTimestampRules() throws Exception {
        Vendor vendor = fixtures.vendor();
        List<String> skus = new ArrayList<>();
        for (int i = 0; i < SKUS; i++) {
            String sku = "S-" + i;
            Offer offer = Fixtures.offer(vendor.id(), sku, fixtures.product().id());
            fixtures.stores.offers().insert(new Offer(offer.id(), offer.vendorId(), sku, offer.catalogProductId(),
                    offer.price(), BigDecimal.ZERO, offer.moq(), false, offer.visibility(), true, List.of(),
                    Optional.empty(), Optional.of(Fixtures.T0)));
            skus.add(sku);
        }
        ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<?>> runs = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            Random random = new Random(1000L + t);
            runs.add(pool.submit(() -> {
                start.await();
                for (int p = 0; p < PATCHES_PER_THREAD; p++) {
                    List<String> chosen = new ArrayList<>(skus);
                    Collections.shuffle(chosen, random);
                    List<String> patch = chosen.subList(0, 4 + random.nextInt(12));
                    Instant sent = Fixtures.T0.plusSeconds(1 + random.nextInt(5000));
                    outcomes.addAll(db.inTransaction(() -> applyPatch(vendor.id(), patch, sent)));
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> run : runs) {
            run.get(120, TimeUnit.SECONDS); // a deadlock or lock timeout would surface here as a StorageFailure
        }
        pool.shutdown();

        Map<String, List<Outcome>> bySku = outcomes.stream().collect(Collectors.groupingBy(Outcome::sku));
        Map<String, OfferSnapshot> finalState = finalState(vendor.id(), skus);
        for (String sku : skus) {
            List<Outcome> applied = bySku.getOrDefault(sku, List.of()).stream().filter(Outcome::applied)
                    .sorted(Comparator.comparing(Outcome::sent)).toList();
            Instant previous = Fixtures.T0;
            for (Outcome step : applied) {
                // each applied patch saw exactly the state the previous one committed: a serial order per offer
                assertThat(step.seen()).as("state seen by a patch of %s", sku).isEqualTo(previous);
                assertThat(step.sent()).isAfter(previous);
                previous = step.sent();
            }
            assertThat(finalState.get(sku).updatedAt()).contains(previous);
            assertThat(finalState.get(sku).stock()).isEqualByComparingTo(BigDecimal.valueOf(applied.size()));
        }
        for (Outcome outcome : outcomes) {
            if (outcome.reason() == RowCode.STALE_UPDATE) {
                assertThat(outcome.sent()).isBefore(outcome.seen());
            } else if (outcome.reason() == RowCode.EQUAL_TIMESTAMP_CONFLICT) {
                assertThat(outcome.sent()).isEqualTo(outcome.seen());
            } else {
                assertThat(outcome.applied()).as("only timestamp rules reject here").isTrue();
                assertThat(outcome.sent()).isAfter(outcome.seen());
            }
        }
        assertThat(outcomes).hasSizeGreaterThan(THREADS * PATCHES_PER_THREAD * 4);
        assertThat(outcomes).anyMatch(o -> o.reason() == RowCode.STALE_UPDATE);
    }

    private List<Outcome> applyPatch(String vendorId, List<String> patch, Instant sent) {
        Map<String, SkuResolution> resolved = SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendorId, Set.copyOf(patch), true));
        List<Outcome> outcomes = new ArrayList<>();
        List<OfferChange> changes = new ArrayList<>();
        for (int index = 0; index < patch.size(); index++) {
            String sku = patch.get(index);
            OfferSnapshot seen = ((SkuResolution.Resolved) resolved.get(sku)).offer();
            OfferChangeRequest request = new OfferChangeRequest(index, sku, Optional.empty(),
                    Optional.of(seen.stock().add(BigDecimal.ONE)), Optional.empty(), Optional.empty(), Optional.of(sent));
            OfferDecision decision = OfferUpdatePolicy.decide(request, resolved.get(sku), true);
            Instant seenAt = seen.updatedAt().orElseThrow();
            if (decision instanceof OfferDecision.Apply apply) {
                changes.add(apply.change());
                outcomes.add(new Outcome(sku, sent, seenAt, true, null));
            } else if (decision instanceof OfferDecision.Rejected rejected) {
                outcomes.add(new Outcome(sku, sent, seenAt, false, rejected.rejection().reason()));
            } else {
                outcomes.add(new Outcome(sku, sent, seenAt, false, null));
            }
        }
        fixtures.stores.offerUpdates().applyAll(changes);
        return outcomes;
    }

    private Map<String, OfferSnapshot> finalState(String vendorId, List<String> skus) {
        return SkuResolution.ofAll(fixtures.stores.offerUpdates().skuFacts(vendorId, Set.copyOf(skus), false)).entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> ((SkuResolution.Resolved) e.getValue()).offer()));
    }

    /** One row's fate: the timestamp it sent, the stored one it saw under the lock, and what became of it. */
    private record Outcome(String sku, Instant sent, Instant seen, boolean applied, RowCode reason) {
    }
}
