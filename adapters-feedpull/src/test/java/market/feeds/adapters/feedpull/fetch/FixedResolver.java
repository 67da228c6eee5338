package market.feeds.adapters.feedpull.fetch;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import market.feeds.application.port.out.HostResolver;

/** A resolver that answers one hostname with a fixed result and records the budget it was given. */
final class FixedResolver implements HostResolver {

    private final String host;
    private final Resolution answer;
    private final List<Duration> budgets = new ArrayList<>();

    private FixedResolver(String host, Resolution answer) {
        this.host = host;
        this.answer = answer;
    }

    static FixedResolver answering(String host, String... addresses) {
        List<InetAddress> list = new ArrayList<>();
        for (String address : addresses) {
            list.add(address(address));
        }
        return new FixedResolver(host, new Resolution.Addresses(list));
    }

    static FixedResolver answering(String host, List<InetAddress> addresses) {
        return new FixedResolver(host, new Resolution.Addresses(addresses));
    }

    static FixedResolver with(String host, Resolution answer) {
        return new FixedResolver(host, answer);
    }

    @Override
    public Resolution resolve(String hostname, Duration budget) {
        budgets.add(budget);
        return host.equals(hostname) ? answer : new Resolution.NotFound();
    }

    List<Duration> budgets() {
        return budgets;
    }

    /** Literal addresses only: a test never asks the real DNS. */
    static InetAddress address(String literal) {
        try {
            if (!literal.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == ':' || c == '.')) {
                throw new IllegalArgumentException("not a literal: " + literal);
            }
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
