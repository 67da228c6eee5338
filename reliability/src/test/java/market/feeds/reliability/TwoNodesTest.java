package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12 case 4: two service processes on one database behave as one service. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TwoNodesTest {

    private static final int LIMIT = 20;
    private static final int ATTEMPTS_PER_NODE = 30;

    @TempDir
    static Path work;
    static ControlledPostgres postgres;
    static ServiceNode first;
    static ServiceNode second;

    @BeforeAll
    static void start() {
        postgres = new ControlledPostgres(work.resolve("pg"));
        Map<String, String> limits = Map.of("FEEDS_RATE_OFFERS", LIMIT + "/PT10M");
        first = ServiceNode.start(work, postgres.serviceUrl(), "512m", limits);
        second = ServiceNode.start(work, postgres.serviceUrl(), "512m", limits);
    }

    @AfterAll
    static void stop() {
        for (ServiceNode node : new ServiceNode[] {first, second}) {
            if (node != null) {
                node.close();
            }
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void theRateLimitIsSharedSoBothNodesTogetherAcceptAtMostTheLimit() throws Exception {
        SeededVendor vendor = SeededVendor.create(first.api(), postgres, "shared-limit", 1);
        List<CompletableFuture<Api.Reply>> replies = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int i = 0; i < ATTEMPTS_PER_NODE; i++) {
                for (ServiceNode node : List.of(first, second)) {
                    String body = "{\"items\":[{\"sku\":\"S-1\",\"price\":" + (10 + replies.size()) + "}]}";
                    replies.add(CompletableFuture.supplyAsync(() -> node.api().vendor("PATCH", "/v1/offers",
                            vendor.key(), "limit-" + UUID.randomUUID(), body), pool));
                }
            }
            List<Api.Reply> answers = replies.stream().map(CompletableFuture::join).toList();
            Answers.answeredWithout500(answers);
            assertThat(answers).extracting(Api.Reply::status).containsOnly(202, 429);
            long accepted = answers.stream().filter(r -> r.status() == 202).count();
            Bounds.figure("case 4: %d PATCHes over two nodes, %d accepted (limit %d)", answers.size(), accepted, LIMIT);
            assertThat(accepted).isEqualTo(LIMIT);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void theSameIdempotencyKeyOnBothNodesAtOnceIsExecutedOnce() throws Exception {
        SeededVendor vendor = SeededVendor.create(first.api(), postgres, "same-key-two-nodes", 2000);
        for (int round = 0; round < 3; round++) {
            String key = "twice-" + UUID.randomUUID();
            String body = vendor.everyPriceTo(BigDecimal.valueOf(500 + round));
            int executedBefore = vendor.executedRequests(postgres);
            CountDownLatch go = new CountDownLatch(1);
            List<CompletableFuture<Api.Reply>> both = new ArrayList<>();
            for (ServiceNode node : List.of(first, second)) {
                both.add(CompletableFuture.supplyAsync(() -> {
                    awaitLatch(go);
                    return node.api().vendor("PATCH", "/v1/offers", vendor.key(), key, body);
                }));
            }
            go.countDown();
            List<Api.Reply> answers = both.stream().map(CompletableFuture::join).toList();
            Answers.answeredWithout500(answers);
            assertThat(answers).as("both answered as one request").extracting(Api.Reply::status).containsOnly(202);
            assertThat(answers.get(0).json()).isEqualTo(answers.get(1).json());
            assertThat(vendor.executedRequests(postgres)).isEqualTo(executedBefore + 1);
        }
    }

    @Test
    @Order(Integer.MAX_VALUE) // stops the first node for good
    void aSigtermOfOneNodeLeavesTheOtherServingEveryRequest() throws Exception {
        SeededVendor vendor = SeededVendor.create(second.api(), postgres, "other-node-serves", 1);
        ConcurrentLinkedQueue<Api.Reply> replies = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService load = Executors.newFixedThreadPool(2);
        for (int t = 0; t < 2; t++) {
            load.submit(() -> {
                while (running.get()) {
                    replies.add(second.api().vendor("GET", "/v1/whoami", vendor.key(), null, (String) null));
                }
            });
        }
        try {
            first.terminate(Duration.ofSeconds(30));
            int atExit = replies.size();
            while (replies.size() < atExit + 20) {
                Api.pause(Duration.ofMillis(20));
            }
        } finally {
            running.set(false);
            load.shutdown();
            assertThat(load.awaitTermination(1, TimeUnit.MINUTES)).isTrue();
        }
        assertThat(replies).extracting(Api.Reply::status).containsOnly(200);
    }

    private static void awaitLatch(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
