package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.Protocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Contract: only 200 is a feed; 204, 206, any 3xx and any error status are feed_http_error. */
class FeedHttpStatusTest {

    @TempDir
    Path tempDir;
    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void okIsTheFeedBodyOverVerifiedTls() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(200).body("{\"items\":[]}"));

        byte[] body = assertFetched(feed.fetch());

        assertThat(new String(body, StandardCharsets.UTF_8)).isEqualTo("{\"items\":[]}");
        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(request.getTarget()).isEqualTo("/offers.json");
        assertThat(request.getHandshakeServerNames()).as("TLS server name").containsExactly(FeedServer.HOST);
        assertThat(request.getUrl().host()).isEqualTo(FeedServer.HOST);
    }

    @Test
    void theRequestNamesTheServiceNotTheHttpLibraryAndItsVersion() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(200).body("{\"items\":[]}"));

        assertFetched(feed.fetch());

        assertThat(feed.server.takeRequest().getHeaders().values("User-Agent"))
                .containsExactly("vendor-feed-ingest (daily offers feed pull)");
    }

    @Test
    void okOverHttp2IsTheFeedBodyToo() throws Exception {
        try (FeedServer h2 = FeedServer.start(tempDir, FeedServer.HOST, Protocol.HTTP_2, Protocol.HTTP_1_1)) {
            h2.enqueue(new MockResponse.Builder().code(200).body("{\"items\":[]}"));

            assertThat(assertFetched(h2.fetch())).asString(StandardCharsets.UTF_8).isEqualTo("{\"items\":[]}");
            assertThat(h2.server.takeRequest().getVersion()).isEqualTo("HTTP/2");
        }
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {204, 206, 300, 304, 400, 401, 403, 404, 429, 500, 502, 503})
    void nonOkStatusIsFeedHttpErrorWithThatStatus(int status) {
        feed.enqueue(new MockResponse.Builder().code(status).body(status == 204 || status == 304 ? "" : "{\"items\":[]}"));

        var failed = assertFailed(feed.fetch(), PullRunCode.FEED_HTTP_ERROR);

        assertThat(failed.httpStatus()).hasValue(status);
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {301, 302, 303, 307, 308})
    void redirectIsNotFollowed(int status) {
        feed.enqueue(new MockResponse.Builder().code(status).setHeader("Location", "/elsewhere.json"));
        feed.enqueue(new MockResponse.Builder().code(200).body("{\"items\":[]}"));

        var failed = assertFailed(feed.fetch(), PullRunCode.FEED_HTTP_ERROR);

        assertThat(failed.httpStatus()).hasValue(status);
        assertThat(feed.requestCount()).as("the redirect target was never asked").isEqualTo(1);
    }
}
