package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okhttp3.Protocol;
import okio.Buffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decision 0607: a server that answered a non-200 status line is feed_http_error with that status, even when
 * it breaks HTTP after it ("204 ... Recorded as feed_http_error with the returned status"); after a 200 the
 * closed set has no code for a broken body but fetch_failed.
 */
class FeedBrokenAnswerTest {

    /** 34 bytes: the body the audit's 204 carried. */
    private static final String FEED = "{\"items\":[{\"sku\":\"A1\",\"stock\":1}]}";

    @TempDir
    Path tempDir;
    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void noContentCarryingABodyIsFeedHttpError204() {
        feed.enqueue(new MockResponse.Builder().code(204).body(FEED));

        var failed = assertFailed(feed.fetch(), PullRunCode.FEED_HTTP_ERROR);

        assertThat(failed.httpStatus()).hasValue(204);
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {204, 205})
    void statusWithoutABodyThenABodyCutOffIsFeedHttpErrorWithThatStatus(int status) {
        feed.enqueue(new MockResponse.Builder().code(status).body(FEED)
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE));

        var failed = assertFailed(feed.fetch(), PullRunCode.FEED_HTTP_ERROR);

        assertThat(failed.httpStatus()).hasValue(status);
    }

    @Test
    void noContentCarryingABodyOverHttp2IsFeedHttpError204Too() {
        try (FeedServer h2 = FeedServer.start(tempDir, FeedServer.HOST, Protocol.HTTP_2, Protocol.HTTP_1_1)) {
            h2.enqueue(new MockResponse.Builder().code(204).body(FEED));

            var failed = assertFailed(h2.fetch(), PullRunCode.FEED_HTTP_ERROR);

            assertThat(failed.httpStatus()).hasValue(204);
        }
    }

    @Test
    void okThenABodyCutOffStaysFetchFailed() {
        feed.enqueue(new MockResponse.Builder().code(200).body(FEED)
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE));

        var failed = assertFailed(feed.fetch(), PullRunCode.FETCH_FAILED);

        assertThat(failed.httpStatus()).isEmpty();
    }

    @Test
    void okThenGzipThatIsNotGzipStaysFetchFailed() {
        feed.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Encoding", "gzip")
                .body(new Buffer().writeUtf8(FEED)));

        var failed = assertFailed(feed.fetch(), PullRunCode.FETCH_FAILED);

        assertThat(failed.httpStatus()).isEmpty();
    }
}
