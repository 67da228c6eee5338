package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Contract: a connection that cannot be made, TLS included, is fetch_failed. */
class FeedConnectionFailureTest {

    @TempDir
    Path tempDir;

    @Test
    void refusedConnectionIsFetchFailed() throws IOException {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = probe.getLocalPort();
        }
        try (FeedServer feed = FeedServer.start(tempDir)) {
            assertFailed(feed.fetch(feed.settings().withPort(closedPort)), PullRunCode.FETCH_FAILED);
        }
    }

    @Test
    void certificateForAnotherNameIsFetchFailed() {
        try (FeedServer feed = FeedServer.start(tempDir, "other.vendor-test.com")) {
            feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));

            assertFailed(feed.fetch(), PullRunCode.FETCH_FAILED);
            assertThat(feed.requestCount()).isZero();
        }
    }

    @Test
    void expiredCertificateIsFetchFailed() {
        TestCertificates authority = TestCertificates.newAuthority("Vendor Test CA");
        try (FeedServer feed = FeedServer.start(tempDir, authority,
                authority.presenting(authority.expiredLeafFor(FeedServer.HOST)))) {
            feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));

            assertFailed(feed.fetch(), PullRunCode.FETCH_FAILED);
            assertThat(feed.requestCount()).isZero();
        }
    }

    @Test
    void certificateFromAnUntrustedAuthorityIsFetchFailed() {
        try (FeedServer feed = FeedServer.start(tempDir)) {
            feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));
            Path strangerCa = TestCertificates.newAuthority("Stranger CA").writeRootPem(tempDir);

            assertFailed(feed.fetch(feed.settings().withExtraTrustPem(strangerCa)), PullRunCode.FETCH_FAILED);
            assertThat(feed.requestCount()).isZero();
        }
    }

    @Test
    void withoutTheExtraTrustOnlyTheJdkAuthoritiesCount() {
        try (FeedServer feed = FeedServer.start(tempDir)) {
            feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));
            FetchSettings jdkTrustOnly = new FetchSettings(FetchSettings.RESOLVE_BUDGET, FetchSettings.CALL_TIMEOUT,
                    FetchSettings.MAX_BYTES, feed.server.getPort(), feed.settings().allowedCidrs(), java.util.Optional.empty());

            assertFailed(feed.fetch(jdkTrustOnly), PullRunCode.FETCH_FAILED);
        }
    }
}
