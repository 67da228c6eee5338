package market.feeds.domain.feed;

import java.net.InetAddress;
import java.util.List;
import java.util.stream.Stream;

/**
 * Which addresses the pull may connect to (operations-contract §2): none of the IANA special-purpose
 * ranges, and none of the IPv6 forms that embed an IPv4 address, unless a configured range allows it
 * (the TEST ONLY {@code FEEDS_PULL_ALLOWED_CIDRS}).
 *
 * <p>The whole registry entry is refused even where IANA marks a sub-block "globally reachable"
 * (e.g. 192.0.0.9/32, AS112 anycast): no vendor hosts a feed there, and a coarser rule is easier to audit.
 */
public final class AddressClasses {

    /** IANA IPv4 Special-Purpose Address Registry, plus multicast and the limited broadcast. */
    static final List<Cidr> SPECIAL_PURPOSE_V4 = cidrs(
            "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
            "192.0.0.0/24", "192.0.2.0/24", "192.31.196.0/24", "192.52.193.0/24", "192.88.99.0/24",
            "192.168.0.0/16", "192.175.48.0/24", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24",
            "224.0.0.0/4", "240.0.0.0/4", "255.255.255.255/32");

    /**
     * IANA IPv6 Special-Purpose Address Registry, the deprecated site-local and IPv4-compatible blocks and
     * the IPv4-translated form (::ffff:0:a.b.c.d, RFC 2765); 2001::/23 covers Teredo (2001::/32), benchmarking, ORCHID and the other IETF assignments.
     */
    static final List<Cidr> SPECIAL_PURPOSE_V6 = cidrs(
            "::/128", "::1/128", "::/96", "::ffff:0:0/96", "::ffff:0:0:0/96", "64:ff9b::/96", "64:ff9b:1::/48",
            "100::/64", "100:0:0:1::/64", "2001::/23", "2001:db8::/32", "2002::/16", "2620:4f:8000::/48",
            "3fff::/20", "5f00::/16", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8");

    private static final AddressClasses STRICT = new AddressClasses(List.of());

    private final List<Cidr> allowed;

    private AddressClasses(List<Cidr> allowed) {
        this.allowed = List.copyOf(allowed);
    }

    /** The production rule: every special-purpose range refused. */
    public static AddressClasses strict() {
        return STRICT;
    }

    /** The production rule with extra ranges allowed (TEST ONLY configuration). */
    public static AddressClasses allowing(List<Cidr> allowedRanges) {
        return allowedRanges.isEmpty() ? STRICT : new AddressClasses(allowedRanges);
    }

    public List<Cidr> allowedRanges() {
        return allowed;
    }

    /** True when the pull may connect to this address. */
    public boolean isRoutable(InetAddress address) {
        return isRoutable(address.getAddress());
    }

    public boolean isRoutable(byte[] address) {
        if (allowed.stream().anyMatch(range -> range.contains(address))) {
            return true;
        }
        return !isSpecialPurpose(address);
    }

    /** True for an address in any refused range, whatever is allowed by configuration. */
    public static boolean isSpecialPurpose(byte[] address) {
        List<Cidr> ranges = switch (address.length) {
            case 4 -> SPECIAL_PURPOSE_V4;
            case 16 -> SPECIAL_PURPOSE_V6;
            default -> throw new IllegalArgumentException("an address has 4 or 16 bytes");
        };
        return ranges.stream().anyMatch(range -> range.contains(address));
    }

    private static List<Cidr> cidrs(String... ranges) {
        return Stream.of(ranges).map(Cidr::parse).toList();
    }
}
