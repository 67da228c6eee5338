package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import okhttp3.Protocol;
import okio.Buffer;
import okio.GzipSink;
import okio.Okio;
import okio.BufferedSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Contract: at most 16777216 bytes, counted after decompression; above it the fetch stops, too_large. */
class FeedSizeLimitTest {

    private static final int SMALL_LIMIT = 16 * 1024;
    private static final int REAL_LIMIT = 16 * 1024 * 1024;

    @TempDir
    Path tempDir;
    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void bodyAtTheLimitIsRead() {
        feed.enqueue(new MockResponse.Builder().body(bytes(SMALL_LIMIT)));

        assertThat(assertFetched(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)))).hasSize(SMALL_LIMIT);
    }

    @Test
    void chunkedBodyOneByteOverTheLimitIsTooLarge() {
        feed.enqueue(new MockResponse.Builder().chunkedBody(bytes(SMALL_LIMIT + 1), 1000));

        assertFailed(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
    }

    @Test
    void contentLengthOverTheLimitIsTooLarge() {
        feed.enqueue(new MockResponse.Builder().body(bytes(SMALL_LIMIT + 1)));

        assertFailed(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
    }

    @Test
    void gzipBodyIsCountedAfterDecompression() throws Exception {
        Buffer compressed = gzip(SMALL_LIMIT * 8);
        assertThat(compressed.size()).as("the wire size is under the limit").isLessThan(SMALL_LIMIT);
        feed.enqueue(new MockResponse.Builder().setHeader("Content-Encoding", "gzip").body(compressed));

        assertFailed(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
        assertThat(feed.server.takeRequest().getHeaders().get("Accept-Encoding")).isEqualTo("gzip");
    }

    @Test
    void chunkedGzipBodyIsCountedAfterDecompression() throws IOException {
        feed.enqueue(new MockResponse.Builder().setHeader("Content-Encoding", "gzip").chunkedBody(gzip(SMALL_LIMIT * 8), 256));

        assertFailed(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
    }

    @Test
    void gzipBodyWithinTheLimitIsReturnedDecoded() throws IOException {
        feed.enqueue(new MockResponse.Builder().setHeader("Content-Encoding", "gzip").body(gzip(SMALL_LIMIT)));

        assertThat(assertFetched(feed.fetch(feed.settings().withMaxBytes(SMALL_LIMIT)))).isEqualTo(bytes(SMALL_LIMIT).readByteArray());
    }

    @Test
    void sixteenMebibytesExactlyIsAFeed() {
        feed.enqueue(new MockResponse.Builder().chunkedBody(bytes(REAL_LIMIT), 1 << 20));

        assertThat(assertFetched(feed.fetch())).hasSize(REAL_LIMIT);
    }

    @Test
    void sixteenMebibytesPlusOneChunkedIsTooLarge() {
        feed.enqueue(new MockResponse.Builder().chunkedBody(bytes(REAL_LIMIT + 1), 1 << 20));

        assertFailed(feed.fetch(), PullRunCode.TOO_LARGE);
    }

    @Test
    void sixteenMebibytesPlusOneByContentLengthIsTooLarge() {
        feed.enqueue(new MockResponse.Builder().body(bytes(REAL_LIMIT + 1)));

        assertFailed(feed.fetch(), PullRunCode.TOO_LARGE);
    }

    @Test
    void gzipThatInflatesPastSixteenMebibytesIsTooLarge() throws IOException {
        feed.enqueue(new MockResponse.Builder().setHeader("Content-Encoding", "gzip").body(gzip(REAL_LIMIT + 1)));

        assertFailed(feed.fetch(), PullRunCode.TOO_LARGE);
    }

    @Test
    void overHttp2TheLimitHoldsToo() throws Exception {
        try (FeedServer h2 = FeedServer.start(tempDir, FeedServer.HOST, Protocol.HTTP_2, Protocol.HTTP_1_1)) {
            h2.enqueue(new MockResponse.Builder().setHeader("Content-Encoding", "gzip").body(gzip(SMALL_LIMIT * 8)));
            h2.enqueue(new MockResponse.Builder().body(bytes(SMALL_LIMIT + 1)));

            assertFailed(h2.fetch(h2.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
            assertFailed(h2.fetch(h2.settings().withMaxBytes(SMALL_LIMIT)), PullRunCode.TOO_LARGE);
            assertThat(h2.server.takeRequest().getVersion()).isEqualTo("HTTP/2");
        }
    }

    private static Buffer bytes(int size) {
        byte[] content = new byte[size];
        Arrays.fill(content, (byte) ' ');
        return new Buffer().write(content);
    }

    private static Buffer gzip(int decodedSize) throws IOException {
        Buffer out = new Buffer();
        try (BufferedSink sink = Okio.buffer(new GzipSink(out))) {
            sink.write(bytes(decodedSize), decodedSize);
        }
        return out;
    }
}
