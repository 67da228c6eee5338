package market.feeds.adapters.feedpull.fetch;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import okhttp3.Dns;

/**
 * Answers OkHttp with the addresses chosen before the call, and nothing else.
 *
 * <p>DNS rebinding safe: the resolver's answer was taken once and filtered; OkHttp never asks the
 * network again, so a second, different answer cannot reach a connect.
 */
final class PinnedDns implements Dns {

    private final String host;
    private final List<InetAddress> addresses;

    PinnedDns(String host, List<InetAddress> addresses) {
        if (addresses.isEmpty()) {
            throw new IllegalArgumentException("at least one address to connect to");
        }
        this.host = host;
        this.addresses = List.copyOf(addresses);
    }

    @Override
    public List<InetAddress> lookup(String hostname) throws UnknownHostException {
        if (!host.equalsIgnoreCase(hostname)) {
            // No redirect is followed, so any other name means a bug: never resolve it.
            throw new UnknownHostException("only " + host + " is resolved for this fetch");
        }
        return addresses;
    }
}
