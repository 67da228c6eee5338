package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** §2: two concurrent requests with one key and body execute once; the other answers the stored result. */
class ConcurrentRequestsTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();

    @Test
    void sameKeyAndBodyFromEightThreadsExecuteOnce() throws Exception {
        String key = "key-" + TestData.id();
        String body = items(Rows.product("A-1"), Rows.product("B-2"));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<WriteOutcome<ProductFeedResult>>> calls = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                calls.add(() -> world.useCases.submitProductFeed().submit(real(caller, key, body)));
            }
            List<WriteOutcome<ProductFeedResult>> outcomes = new ArrayList<>();
            for (Future<WriteOutcome<ProductFeedResult>> future : pool.invokeAll(calls)) {
                outcomes.add(future.get());
            }
            assertThat(outcomes).allMatch(WriteOutcome.Completed.class::isInstance);
            assertThat(outcomes).filteredOn(outcome -> !WriteOutcomes.replayed(outcome)).hasSize(1);
            assertThat(outcomes).extracting(WriteOutcomes::completed).containsOnly(WriteOutcomes.completed(outcomes.get(0)));
        } finally {
            pool.shutdownNow();
        }
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                WHOLE)).hasSize(2);
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isEqualTo(1);
    }
}
