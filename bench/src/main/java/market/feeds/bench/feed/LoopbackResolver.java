package market.feeds.bench.feed;

import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import market.feeds.application.port.out.HostResolver;

/** The benchmark's DNS: the feed host is 127.0.0.1, every other name unknown. */
final class LoopbackResolver implements HostResolver {

    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @Override
    public Resolution resolve(String host, Duration budget) {
        return FeedBenchServer.HOST.equals(host) ? new Resolution.Addresses(List.of(LOOPBACK))
                : new Resolution.NotFound();
    }
}
