package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.application.port.out.HostResolver;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The orderly stop's part of the fetcher (decision 0606): fetches under way get a grace to end by themselves, the rest
 * are cut short as {@link FetchResult.Stopped} (not {@code timeout}: the vendor's server is not at fault), and no
 * fetch begins after. Real TLS on loopback; the production call timeout of 20 s, so only the stop can end them early.
 */
class FeedFetchStopTest {

    private static final String FEED = "{\"items\":[{\"sku\":\"A\",\"price\":1}]}";

    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    private SafeFeedFetcher fetcher;

    @BeforeEach
    void fetcherOfTheServer() {
        fetcher = new SafeFeedFetcher(FixedResolver.answering(FeedServer.HOST, "127.0.0.1"), feed.settings());
    }

    private CompletableFuture<FetchResult> fetching(SafeFeedFetcher through) {
        return CompletableFuture.supplyAsync(() -> through.fetch(
                new FeedRequest(FeedServer.URL, Optional.empty(), Optional.empty())));
    }

    private void awaitRequestAtTheServer() throws InterruptedException {
        assertThat(feed.server.takeRequest(30, TimeUnit.SECONDS)).as("the fetch reached the server").isNotNull();
    }

    @Test
    void aFetchThatEndsWithinTheGraceKeepsItsFeed() throws Exception {
        feed.enqueue(new MockResponse.Builder().headersDelay(300, TimeUnit.MILLISECONDS).body(FEED));
        CompletableFuture<FetchResult> result = fetching(fetcher);
        awaitRequestAtTheServer();

        assertThat(fetcher.stop(Duration.ofSeconds(15))).as("fetches cut short: it ended by itself").isZero();

        assertThat(new String(assertFetched(result.get(10, TimeUnit.SECONDS)), StandardCharsets.UTF_8)).isEqualTo(FEED);
    }

    @Test
    void aFetchWaitingForHeadersPastTheGraceIsCutShortAsStopped() throws Exception {
        feed.enqueue(new MockResponse.Builder().headersDelay(30, TimeUnit.SECONDS).body(FEED));
        CompletableFuture<FetchResult> result = fetching(fetcher);
        awaitRequestAtTheServer();

        assertThat(fetcher.stop(Duration.ofMillis(200))).as("fetches cut short").isEqualTo(1);

        assertThat(result.get(10, TimeUnit.SECONDS)).isInstanceOf(FetchResult.Stopped.class);
    }

    @Test
    void aFetchWhoseBodyIsStillArrivingPastTheGraceIsCutShortAsStopped() throws Exception {
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[" + "{\"sku\":\"A\",\"price\":1},".repeat(500)
                + "{\"sku\":\"A\",\"price\":1}]}").throttleBody(100, 100, TimeUnit.MILLISECONDS));
        CompletableFuture<FetchResult> result = fetching(fetcher);
        awaitRequestAtTheServer();

        assertThat(fetcher.stop(Duration.ofMillis(300))).as("fetches cut short").isEqualTo(1);

        assertThat(result.get(10, TimeUnit.SECONDS)).isInstanceOf(FetchResult.Stopped.class);
    }

    @Test
    void noFetchBeginsOnceTheStopHasCut() {
        fetcher.stop(Duration.ZERO);

        assertThat(fetcher.fetch(new FeedRequest(FeedServer.URL, Optional.empty(), Optional.empty())))
                .isInstanceOf(FetchResult.Stopped.class);
        assertThat(feed.requestCount()).as("requests at the vendor's server").isZero();
    }

    /** The JDK's lookup cannot be interrupted: the fetch is cut when its resolution ends, before it connects. */
    @Test
    void aFetchStillResolvingItsHostWhenTheStopCutsNeverConnects() throws Exception {
        CountDownLatch resolving = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        HostResolver slow = (host, budget) -> {
            resolving.countDown();
            try {
                answer.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return FixedResolver.answering(FeedServer.HOST, "127.0.0.1").resolve(host, budget);
        };
        SafeFeedFetcher resolvingFetcher = new SafeFeedFetcher(slow, feed.settings());
        feed.enqueue(new MockResponse.Builder().body(FEED));
        CompletableFuture<FetchResult> result = fetching(resolvingFetcher);
        assertThat(resolving.await(30, TimeUnit.SECONDS)).isTrue();

        assertThat(resolvingFetcher.stop(Duration.ofMillis(100))).as("fetches cut short").isEqualTo(1);
        answer.countDown();

        assertThat(result.get(10, TimeUnit.SECONDS)).isInstanceOf(FetchResult.Stopped.class);
        assertThat(feed.requestCount()).as("requests at the vendor's server").isZero();
    }

    @Test
    void aStopWithNothingUnderWayReturnsAtOnce() {
        CompletableFuture<Integer> stop = CompletableFuture.supplyAsync(() -> fetcher.stop(Duration.ofMinutes(5)));

        await().atMost(Duration.ofSeconds(10)).until(stop::isDone);
        assertThat(stop.join()).isZero();
    }
}
