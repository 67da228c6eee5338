package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.application.port.out.HostResolver;
import market.feeds.application.port.out.HostResolver.Resolution;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Contract "Address rule": resolve again before each fetch, connect only to published, routable addresses. */
class FeedAddressResolutionTest {

    @TempDir
    Path tempDir;
    FeedServer feed;

    @BeforeEach
    void start() {
        feed = FeedServer.start(tempDir);
        feed.enqueue(new MockResponse.Builder().body("{\"items\":[]}"));
    }

    @AfterEach
    void stop() {
        feed.close();
    }

    @Test
    void hostThatDoesNotResolveIsPinUnresolvable() {
        FetchResult result = feed.fetch(feed.settings(), FixedResolver.with(FeedServer.HOST, new Resolution.NotFound()), Optional.empty());

        assertFailed(result, PullRunCode.PIN_UNRESOLVABLE);
        assertThat(feed.requestCount()).isZero();
    }

    @Test
    void resolutionPastItsBudgetIsPinUnresolvable() {
        FixedResolver resolver = FixedResolver.with(FeedServer.HOST, new Resolution.TimedOut());

        assertFailed(feed.fetch(feed.settings(), resolver, Optional.empty()), PullRunCode.PIN_UNRESOLVABLE);
        assertThat(resolver.budgets()).containsExactly(Duration.ofSeconds(6));
    }

    /** Every refused class at its edges, answered by the resolver as the only published address. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "0.0.0.0", "0.255.255.255", "10.0.0.1", "10.255.255.255", "100.64.0.0", "100.127.255.255", "127.0.0.1",
            "127.255.255.255", "169.254.0.0", "169.254.169.254", "169.254.255.255", "172.16.0.0", "172.31.255.255",
            "192.0.0.0", "192.0.0.255", "192.0.2.1", "192.88.99.1", "192.168.0.0", "192.168.255.255", "198.18.0.0",
            "198.19.255.255", "198.51.100.1", "203.0.113.1", "224.0.0.1", "239.255.255.255", "240.0.0.1",
            "255.255.255.255", "::", "::1", "::127.0.0.1", "::ffff:127.0.0.1", "::ffff:8.8.8.8", "64:ff9b::808:808",
            "64:ff9b:1::1", "2002:808:808::1", "2001::1", "2001:0:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db8::1",
            "fc00::1", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fe80::1", "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
            "fec0::1", "ff02::1",
    })
    void everyPublishedAddressInARefusedClassIsHostNotRoutable(String literal) {
        FetchSettings strict = feed.settings().withAllowedCidrs(List.of());
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, List.of(sixteenBytesIfWritten(literal)));

        assertFailed(feed.fetch(strict, resolver, Optional.empty()), PullRunCode.HOST_NOT_ROUTABLE);
        assertThat(feed.requestCount()).isZero();
    }

    @Test
    void severalRefusedAddressesAreHostNotRoutable() {
        FetchSettings strict = feed.settings().withAllowedCidrs(List.of());
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "10.1.2.3", "192.168.1.1", "127.0.0.1", "fe80::1");

        assertFailed(feed.fetch(strict, resolver, Optional.empty()), PullRunCode.HOST_NOT_ROUTABLE);
    }

    @Test
    void refusedAddressesAreSkippedWhenOneAddressPasses() {
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "10.1.2.3", "127.0.0.1", "fe80::1");

        assertFetched(feed.fetch(feed.settings(), resolver, Optional.empty()));
        assertThat(feed.requestCount()).isEqualTo(1);
    }

    /**
     * DNS rebinding: the resolver answers a routable address first and loopback second. 127.0.0.2 stands in for
     * the public address (allowed through the test knob) because tests never dial a real public address; it has
     * no listener, so the fetch fails, and it must fail rather than fall back to the refused loopback answer.
     */
    @Test
    void rebindingToLoopbackNeverConnectsToLoopback() throws Exception {
        try (ConnectionCounter loopback = ConnectionCounter.listen()) {
            FetchSettings onlyDotTwo = feed.settings().withPort(loopback.port())
                    .withAllowedCidrs(List.of(market.feeds.domain.feed.Cidr.parse("127.0.0.2/32")));
            HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "127.0.0.2", "127.0.0.1");

            assertFailed(feed.fetch(onlyDotTwo, resolver, Optional.empty()), PullRunCode.FETCH_FAILED);
            assertThat(loopback.accepted()).as("connections to 127.0.0.1").isZero();
        }
    }

    @Test
    void recordedPinNoLongerPublishedIsNoObstacle() {
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "127.0.0.1");
        FeedRequest request = new FeedRequest(FeedServer.URL, Optional.of("203.0.113.7"), Optional.empty());

        assertFetched(new SafeFeedFetcher(resolver, feed.settings()).fetch(request));
    }

    @Test
    void unreadablePinIsBadPin() {
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "127.0.0.1");
        FeedRequest request = new FeedRequest(FeedServer.URL, Optional.of("feeds.vendor-test.com"), Optional.empty());

        assertFailed(new SafeFeedFetcher(resolver, feed.settings()).fetch(request), PullRunCode.BAD_PIN);
        assertThat(feed.requestCount()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"http://feeds.vendor-test.com/offers.json", "https://127.0.0.1/offers.json",
            "https://feeds.vendor-test.com:8443/offers.json", "https://localhost/offers.json"})
    void storedUrlThatBreaksTheRulesIsBadUrl(String url) {
        HostResolver resolver = FixedResolver.answering(FeedServer.HOST, "127.0.0.1");
        FeedRequest request = new FeedRequest(url, Optional.empty(), Optional.empty());

        assertFailed(new SafeFeedFetcher(resolver, feed.settings()).fetch(request), PullRunCode.BAD_URL);
        assertThat(feed.requestCount()).isZero();
    }

    /** The resolver may hand back a 16-byte mapped address; Java's parser would shorten it to IPv4. */
    private static InetAddress sixteenBytesIfWritten(String literal) {
        InetAddress parsed = FixedResolver.address(literal);
        if (literal.indexOf(':') < 0 || parsed.getAddress().length == 16) {
            return parsed;
        }
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        System.arraycopy(parsed.getAddress(), 0, mapped, 12, 4);
        try {
            return Inet6Address.getByAddress(null, mapped, -1);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
