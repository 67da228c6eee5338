package market.feeds.application.port.out;

import java.net.InetAddress;
import java.time.Duration;
import java.util.List;

/**
 * Resolves a hostname to the addresses its DNS publishes now, within a time budget.
 *
 * <p>Injected so that tests can answer with any address (rebinding, special-purpose ranges) without a
 * real DNS server.
 */
public interface HostResolver {

    Resolution resolve(String host, Duration budget);

    sealed interface Resolution {
        /** At least one address, in the order the resolver returned them. */
        record Addresses(List<InetAddress> addresses) implements Resolution {
            public Addresses {
                addresses = List.copyOf(addresses);
                if (addresses.isEmpty()) {
                    throw new IllegalArgumentException("use NotFound for an empty answer");
                }
            }
        }

        /** The name does not resolve (NXDOMAIN or no address records). */
        record NotFound() implements Resolution {
        }

        /** The budget ran out before an answer. */
        record TimedOut() implements Resolution {
        }
    }
}
