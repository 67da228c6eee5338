package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.application.testing.TestData;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;

/** The contract of {@code RateCounterStore}, for every adapter: an atomic read-decide-write of a bucket's log. */
public abstract class AbstractRateCounterStoreContractTest extends StoreContract {

    private RateCounterStore logs() {
        return stores().rateCounters();
    }

    private List<Instant> read(String vendorId, RateBucket bucket) {
        return logs().update(vendorId, bucket, log -> new LogUpdate<>(log, log));
    }

    private void write(String vendorId, RateBucket bucket, List<Instant> newLog) {
        logs().update(vendorId, bucket, log -> new LogUpdate<>(newLog, null));
    }

    @Test
    void aBucketNeverUsedHasAnEmptyLog() {
        assertThat(read(givenVendor().id(), RateBucket.OFFERS)).isEmpty();
    }

    @Test
    void theDecidedLogIsStoredExactlyAndTheDecisionReturned() {
        Vendor vendor = givenVendor();
        List<Instant> log = List.of(TestData.at(0), TestData.at(1).plusNanos(123_456_000), TestData.at(2));
        String result = logs().update(vendor.id(), RateBucket.OFFERS, before -> new LogUpdate<>(log, "decided"));
        assertThat(result).isEqualTo("decided");
        assertThat(read(vendor.id(), RateBucket.OFFERS)).containsExactlyElementsOf(log);
        write(vendor.id(), RateBucket.OFFERS, List.of(TestData.at(2)));
        assertThat(read(vendor.id(), RateBucket.OFFERS)).containsExactly(TestData.at(2));
    }

    @Test
    void dryRunsHaveTheirOwnCount() {
        Vendor vendor = givenVendor();
        write(vendor.id(), RateBucket.OFFERS, List.of(TestData.at(0)));
        assertThat(read(vendor.id(), RateBucket.OFFERS_DRY_RUN)).isEmpty();
        assertThat(read(vendor.id(), RateBucket.PRODUCTS)).isEmpty();
        assertThat(read(givenVendor().id(), RateBucket.OFFERS)).isEmpty();
        assertThat(read(vendor.id(), RateBucket.OFFERS)).containsExactly(TestData.at(0));
    }

    @Test
    void aLogReadAheadWithTheKeyIsJudgedAndStoredAsALogReadNow() {
        Vendor vendor = givenVendor();
        String hash = TestData.id().replace("-", "") + TestData.id().replace("-", "");
        stores().apiKeys().insert(TestData.anApiKey(vendor.id()), hash);
        write(vendor.id(), RateBucket.OFFERS, List.of(TestData.at(0)));
        Optional<RateLogRead> ahead = stores().apiKeys().callerWithRateLog(hash, RateBucket.OFFERS).orElseThrow()
                .rateLog();

        List<Instant> judged = logs().update(vendor.id(), RateBucket.OFFERS, ahead, log -> {
            List<Instant> longer = new ArrayList<>(log);
            longer.add(TestData.at(1));
            return new LogUpdate<>(longer, log);
        });

        assertThat(judged).containsExactly(TestData.at(0));
        assertThat(read(vendor.id(), RateBucket.OFFERS)).containsExactly(TestData.at(0), TestData.at(1));
    }

    @Test
    void aFailedDecisionLeavesTheLogAsItWas() {
        Vendor vendor = givenVendor();
        write(vendor.id(), RateBucket.PRODUCTS, List.of(TestData.at(0)));
        assertThatThrownBy(() -> logs().update(vendor.id(), RateBucket.PRODUCTS, log -> {
            throw new IllegalStateException("decision failed");
        })).isInstanceOf(IllegalStateException.class);
        assertThat(read(vendor.id(), RateBucket.PRODUCTS)).containsExactly(TestData.at(0));
    }

    @Test
    void concurrentUpdatesOfOneBucketNeverLoseAnEntry() throws Exception {
        Vendor vendor = givenVendor();
        int threads = 4;
        int perThread = 10;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> runs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            runs.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < perThread; i++) {
                    Instant hit = TestData.at(thread * perThread + i);
                    logs().update(vendor.id(), RateBucket.OFFERS, log -> {
                        List<Instant> appended = new ArrayList<>(log);
                        appended.add(hit);
                        return new LogUpdate<>(appended, null);
                    });
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> run : runs) {
            run.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertThat(read(vendor.id(), RateBucket.OFFERS)).hasSize(threads * perThread).doesNotHaveDuplicates();
    }

    @Test
    void purgeDeletesOnlyLogsIdleBeforeTheCutoff() {
        Vendor vendor = givenVendor();
        write(vendor.id(), RateBucket.PRODUCTS, List.of(TestData.at(0), TestData.at(100)));
        write(vendor.id(), RateBucket.PRODUCTS_DRY_RUN, List.of(TestData.at(0), TestData.at(300)));
        assertThat(logs().purgeLogsIdleBefore(TestData.at(300))).isGreaterThanOrEqualTo(1);
        assertThat(read(vendor.id(), RateBucket.PRODUCTS)).isEmpty();
        assertThat(read(vendor.id(), RateBucket.PRODUCTS_DRY_RUN)).containsExactly(TestData.at(0), TestData.at(300));
    }
}
