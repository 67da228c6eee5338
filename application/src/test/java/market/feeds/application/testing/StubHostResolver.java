package market.feeds.application.testing;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.application.port.out.HostResolver;

/** Answers host names from a table a test fills; unknown names do not resolve. */
public final class StubHostResolver implements HostResolver {

    private final Map<String, Resolution> answers = new HashMap<>();

    public synchronized StubHostResolver resolving(String host, String... addresses) {
        answers.put(host, new Resolution.Addresses(List.of(addresses).stream().map(StubHostResolver::literal).toList()));
        return this;
    }

    public synchronized StubHostResolver timingOut(String host) {
        answers.put(host, new Resolution.TimedOut());
        return this;
    }

    @Override
    public synchronized Resolution resolve(String host, Duration budget) {
        return answers.getOrDefault(host, new Resolution.NotFound());
    }

    private static InetAddress literal(String address) {
        try {
            return InetAddress.getByName(address);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an address literal: " + address, e);
        }
    }
}
