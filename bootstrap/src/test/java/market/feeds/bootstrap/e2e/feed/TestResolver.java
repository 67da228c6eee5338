package market.feeds.bootstrap.e2e.feed;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import market.feeds.application.port.out.HostResolver;

/** The DNS as the feed tests publish it: fixed answers per hostname, every other name unknown. */
final class TestResolver implements HostResolver {

    private final Map<String, List<InetAddress>> answers = new ConcurrentHashMap<>();

    /** Publishes literal addresses for {@code host}; never asks a real DNS. */
    TestResolver answer(String host, String... literals) {
        InetAddress[] addresses = new InetAddress[literals.length];
        for (int i = 0; i < literals.length; i++) {
            if (!literals[i].chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == '.' || c == ':')) {
                throw new IllegalArgumentException("not an address literal: " + literals[i]);
            }
            try {
                addresses[i] = InetAddress.getByName(literals[i]);
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException(e);
            }
        }
        answers.put(host, List.of(addresses));
        return this;
    }

    @Override
    public Resolution resolve(String host, Duration budget) {
        List<InetAddress> published = answers.get(host);
        return published == null ? new Resolution.NotFound() : new Resolution.Addresses(published);
    }
}
