package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import market.feeds.application.port.out.HostResolver.Resolution;
import org.junit.jupiter.api.Test;

/** Contract: resolving the hostname has its own budget (6 s) before the call. */
class DnsHostResolverTest {

    @Test
    void systemResolverAnswersWithTheAddresses() {
        try (DnsHostResolver resolver = new DnsHostResolver()) {
            Resolution resolution = resolver.resolve("localhost", Duration.ofSeconds(6));

            assertThat(resolution).isInstanceOf(Resolution.Addresses.class);
            assertThat(((Resolution.Addresses) resolution).addresses()).allMatch(InetAddress::isLoopbackAddress);
        }
    }

    @Test
    void unknownHostIsNotFound() {
        try (DnsHostResolver resolver = new DnsHostResolver(host -> {
            throw new UnknownHostException(host);
        })) {
            assertThat(resolver.resolve("feeds.vendor-test.com", Duration.ofSeconds(6))).isInstanceOf(Resolution.NotFound.class);
        }
    }

    @Test
    void emptyAnswerIsNotFound() {
        try (DnsHostResolver resolver = new DnsHostResolver(host -> new InetAddress[0])) {
            assertThat(resolver.resolve("feeds.vendor-test.com", Duration.ofSeconds(6))).isInstanceOf(Resolution.NotFound.class);
        }
    }

    @Test
    void lookupPastTheBudgetIsTimedOut() {
        CountDownLatch never = new CountDownLatch(1);
        try (DnsHostResolver resolver = new DnsHostResolver(host -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new InetAddress[] {InetAddress.getLoopbackAddress()};
        })) {
            assertThat(resolver.resolve("feeds.vendor-test.com", Duration.ofMillis(200))).isInstanceOf(Resolution.TimedOut.class);
        }
    }
}
