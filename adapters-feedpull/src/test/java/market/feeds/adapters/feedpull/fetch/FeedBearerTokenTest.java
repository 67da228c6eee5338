package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Authentication point 5: one {@code Authorization: Bearer <TOKEN>} when stored, none otherwise, never logged. */
class FeedBearerTokenTest {

    private static final String TOKEN = "vendor-feed-token-7f3a9c2e51";

    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void storedTokenIsSentAsExactlyBearerSpaceToken() throws Exception {
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));

        assertFetched(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"), Optional.of(TOKEN)));

        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getHeaders().values("Authorization")).containsExactly("Bearer " + TOKEN);
    }

    @Test
    void noTokenMeansNoAuthorizationHeader() throws Exception {
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));

        assertFetched(feed.fetch());

        assertThat(feed.server.takeRequest().getHeaders().names()).doesNotContain("Authorization", "authorization");
    }

    @Test
    void vendorRefusingTheTokenIsFeedHttpErrorNotAnAuthCode() {
        feed.enqueue(new MockResponse.Builder().code(401));
        feed.enqueue(new MockResponse.Builder().code(403));

        var unauthorized = assertFailed(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                Optional.of(TOKEN)), PullRunCode.FEED_HTTP_ERROR);
        var forbidden = assertFailed(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                Optional.of(TOKEN)), PullRunCode.FEED_HTTP_ERROR);

        assertThat(unauthorized.httpStatus()).hasValue(401);
        assertThat(forbidden.httpStatus()).hasValue(403);
    }

    @Test
    void tokenThatCannotStandInAHeaderIsBadAuth() {
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));

        var failed = assertFailed(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                Optional.of("line\r\nX-Injected: 1")), PullRunCode.BAD_AUTH);

        assertThat(failed.detail()).doesNotContain("line", "Injected");
        assertThat(feed.requestCount()).isZero();
    }

    @Test
    void tokenIsNeverInALogLine() {
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));
        feed.enqueue(new MockResponse.Builder().code(401).body("bad token " + TOKEN));
        feed.enqueue(new MockResponse.Builder().headersDelay(3, TimeUnit.SECONDS).body("{}"));
        List<String> lines;
        try (LogCapture logs = LogCapture.start()) {
            SafeFeedFetcher fetcher = new SafeFeedFetcher(FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                    feed.settings(Duration.ofSeconds(1)));
            FeedRequest request = new FeedRequest(FeedServer.URL, Optional.of("127.0.0.1"), Optional.of(TOKEN));
            fetcher.fetch(request);
            fetcher.fetch(request);
            fetcher.fetch(request);
            fetcher.fetch(new FeedRequest(FeedServer.URL, Optional.empty(), Optional.of(TOKEN + "\n")));
            lines = logs.lines();
        }

        assertThat(lines).as("the capture works").isNotEmpty();
        assertThat(lines).noneMatch(line -> line.contains(TOKEN));
        assertThat(lines).noneMatch(line -> line.contains("Authorization"));
    }
}
