package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLSocketFactory;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Decision 0608: a certificate signed with SHA-1 or holding an RSA key under 2048 bits is refused before any
 * request (so before the token is sent), also under a CA added through FEEDS_PULL_TRUST_PEM, where the JDK
 * alone would accept it; an extra CA below that floor is named at start but still trusted.
 */
class FeedCertificateFloorTest {

    private static final String TOKEN = "vendor-feed-token-0608";
    private static final String FEED = "{\"items\":[]}";

    @TempDir
    Path tempDir;

    private final TestCertificates vendorCa = TestCertificates.newRsaAuthority("Vendor Private CA");

    @Test
    void leafSignedWithSha1UnderAnExtraCaIsFetchFailedAndNoRequestIsSent() {
        HeldCertificate sha1Leaf =
                LegacyCertificates.resignedWithSha1(vendorCa.leafFor(FeedServer.HOST), vendorCa.root());

        assertRefusedWithoutARequest(vendorCa.presenting(sha1Leaf),
                "CN=feeds.vendor-test.com is signed with SHA1withRSA");
    }

    @Test
    void leafWithA1024BitRsaKeyUnderAnExtraCaIsFetchFailedAndNoRequestIsSent() {
        HeldCertificate weakLeaf = vendorCa.leafFor(FeedServer.HOST, LegacyCertificates.rsaKeyPair(1024));

        assertRefusedWithoutARequest(vendorCa.presenting(weakLeaf), "CN=feeds.vendor-test.com has a 1024-bit RSA key");
    }

    @Test
    void intermediateWithA1024BitRsaKeyIsFetchFailedAndNoRequestIsSent() {
        TestCertificates weakIntermediate =
                vendorCa.intermediate("Vendor Issuing CA", LegacyCertificates.rsaKeyPair(1024));
        HeldCertificate leaf = weakIntermediate.leafFor(FeedServer.HOST);

        assertRefusedWithoutARequest(vendorCa.presenting(leaf, weakIntermediate.root().certificate()),
                "CN=Vendor Issuing CA has a 1024-bit RSA key");
    }

    @Test
    void sha256LeafWithA2048BitRsaKeyUnderTheSameCaIsFetched() {
        try (FeedServer feed = FeedServer.start(tempDir, vendorCa, vendorCa.serverFor(FeedServer.HOST))) {
            feed.enqueue(new MockResponse.Builder().body(FEED));

            assertFetched(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                    Optional.of(TOKEN)));
        }
    }

    @Test
    void extraCaWithA1024BitRsaKeyIsNamedAtStartAndStillTrusted() {
        TestCertificates weakCa = TestCertificates.newAuthority("Weak Vendor CA", LegacyCertificates.rsaKeyPair(1024));

        assertThat(warningsWhileFetchingUnder(weakCa)).anyMatch(line -> line.contains("FEEDS_PULL_TRUST_PEM")
                && line.contains("CN=Weak Vendor CA") && line.contains("1024-bit RSA key"));
    }

    @Test
    void extraCaSignedWithSha1IsNamedAtStartAndStillTrusted() {
        HeldCertificate root = TestCertificates.newRsaAuthority("SHA-1 Vendor CA").root();
        TestCertificates sha1Ca = TestCertificates.of(LegacyCertificates.resignedWithSha1(root, root));

        assertThat(warningsWhileFetchingUnder(sha1Ca)).anyMatch(line -> line.contains("FEEDS_PULL_TRUST_PEM")
                && line.contains("CN=SHA-1 Vendor CA") && line.contains("SHA1withRSA"));
    }

    /** The log lines of one fetch under {@code ca} as the only extra trust; the fetch must succeed. */
    private List<String> warningsWhileFetchingUnder(TestCertificates ca) {
        try (LogCapture logs = LogCapture.start();
                FeedServer feed = FeedServer.start(tempDir, ca, ca.serverFor(FeedServer.HOST))) {
            feed.enqueue(new MockResponse.Builder().body(FEED));

            assertFetched(feed.fetch());
            return logs.lines();
        }
    }

    /** Refused for {@code reason} (the server sends its whole chain, so the JDK keeps the floor's message). */
    private void assertRefusedWithoutARequest(SSLSocketFactory serverSide, String reason) {
        try (FeedServer feed = FeedServer.start(tempDir, vendorCa, serverSide)) {
            feed.enqueue(new MockResponse.Builder().body(FEED));

            var failed = assertFailed(feed.fetch(feed.settings(), FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                    Optional.of(TOKEN)), PullRunCode.FETCH_FAILED);
            assertThat(failed.detail()).contains(reason);
            assertThat(feed.requestCount()).as("requests that reached the server, token and all").isZero();
        }
    }
}
