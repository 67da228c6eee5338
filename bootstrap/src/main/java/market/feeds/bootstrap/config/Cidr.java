package market.feeds.bootstrap.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Objects;
import java.util.regex.Pattern;

/** An address range {@code address/prefix} (IPv4 or IPv6), given as literals only: never resolved by DNS. */
public record Cidr(InetAddress network, int prefixLength) {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");

    public Cidr {
        Objects.requireNonNull(network, "network");
        int bits = network.getAddress().length * 8;
        if (prefixLength < 0 || prefixLength > bits) {
            throw new IllegalArgumentException("prefix must be 0-" + bits);
        }
    }

    /** Parses {@code 127.0.0.0/8} or {@code fd00::/8}; the exception message says what is wrong. */
    public static Cidr parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException("has no '/prefix'");
        }
        String address = text.substring(0, slash);
        boolean v4 = IPV4.matcher(address).matches();
        if (!v4 && !IPV6.matcher(address).matches()) {
            throw new IllegalArgumentException("address is not an IP literal");
        }
        // An out-of-range IPv4 octet would make InetAddress try a DNS lookup instead of failing.
        if (v4 && Pattern.compile("\\.").splitAsStream(address).anyMatch(octet -> Integer.parseInt(octet) > 255)) {
            throw new IllegalArgumentException("address is not a valid IPv4 literal");
        }
        int prefix;
        try {
            prefix = Integer.parseInt(text.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("prefix is not an integer");
        }
        try {
            // Safe: the patterns above admit only literals, so no name lookup can happen here.
            return new Cidr(InetAddress.getByName(address), prefix);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("address is not a valid IP literal");
        }
    }

    @Override
    public String toString() {
        return network.getHostAddress() + "/" + prefixLength;
    }
}
