package market.feeds.adapters.feedpull.fetch;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.feed.AddressClasses;

/**
 * The addresses a fetch may connect to, in order: of those the DNS publishes now, only the ones the
 * address classes let through, the recorded pin first while it is still published.
 */
final class AddressSelection {

    private AddressSelection() {
    }

    static List<InetAddress> select(List<InetAddress> published, Optional<InetAddress> pin, AddressClasses classes) {
        List<InetAddress> passing = new ArrayList<>();
        for (InetAddress address : published) {
            if (classes.isRoutable(address) && !passing.contains(address)) {
                passing.add(address);
            }
        }
        pin.filter(passing::contains).ifPresent(pinned -> {
            passing.remove(pinned);
            passing.add(0, pinned);
        });
        return List.copyOf(passing);
    }
}
