package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Contract: 20 seconds to respond, covering headers and body (operations-contract §2). Run with a
 * one-second call timeout so the suite stays quick; the production figure is FetchSettings.CALL_TIMEOUT.
 */
class FeedTimeoutTest {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(1);

    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void slowHeadersAreTimeout() {
        feed.enqueue(new MockResponse.Builder().headersDelay(5, TimeUnit.SECONDS).body("{\"items\":[]}"));

        assertFailed(feed.fetch(feed.settings(CALL_TIMEOUT)), PullRunCode.TIMEOUT);
    }

    /** Bytes keep arriving, so no read ever waits long: only the whole-response limit stops it. */
    @Test
    void slowDripBodyIsTimeout() {
        feed.enqueue(new MockResponse.Builder().body("x".repeat(2000)).throttleBody(10, 50, TimeUnit.MILLISECONDS));

        assertFailed(feed.fetch(feed.settings(CALL_TIMEOUT)), PullRunCode.TIMEOUT);
    }

    @Test
    void slowBodyStartIsTimeout() {
        feed.enqueue(new MockResponse.Builder().bodyDelay(5, TimeUnit.SECONDS).body("{\"items\":[]}"));

        assertFailed(feed.fetch(feed.settings(CALL_TIMEOUT)), PullRunCode.TIMEOUT);
    }

    @Test
    void productionFigureIsTwentySeconds() {
        org.assertj.core.api.Assertions.assertThat(FetchSettings.defaults().callTimeout()).isEqualTo(Duration.ofSeconds(20));
        org.assertj.core.api.Assertions.assertThat(FetchSettings.defaults().resolveBudget()).isEqualTo(Duration.ofSeconds(6));
        org.assertj.core.api.Assertions.assertThat(FetchSettings.defaults().maxBytes()).isEqualTo(16_777_216L);
    }
}
