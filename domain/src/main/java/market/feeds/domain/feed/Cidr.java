package market.feeds.domain.feed;

import java.net.InetAddress;
import java.util.Arrays;

/** An address range {@code network/prefix}, IPv4 (4 bytes) or IPv6 (16 bytes). */
public final class Cidr {

    private final byte[] network;
    private final int prefix;

    private Cidr(byte[] network, int prefix) {
        if (network.length != 4 && network.length != 16) {
            throw new IllegalArgumentException("an address has 4 or 16 bytes");
        }
        if (prefix < 0 || prefix > network.length * 8) {
            throw new IllegalArgumentException("prefix out of range: " + prefix);
        }
        this.network = network.clone();
        this.prefix = prefix;
    }

    /** Parses {@code 127.0.0.0/8} or {@code fc00::/7}; a bare address is a single-address range. */
    public static Cidr parse(String text) {
        String trimmed = text.strip();
        int slash = trimmed.indexOf('/');
        String addressText = slash < 0 ? trimmed : trimmed.substring(0, slash);
        InetAddress address = IpLiteral.parse(addressText)
                .orElseThrow(() -> new IllegalArgumentException("not an IP address: " + text));
        byte[] bytes = rawBytes(address, addressText);
        int prefix = bytes.length * 8;
        if (slash >= 0) {
            String prefixText = trimmed.substring(slash + 1);
            if (prefixText.isEmpty() || prefixText.length() > 3 || !prefixText.chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException("bad prefix length: " + text);
            }
            prefix = Integer.parseInt(prefixText);
        }
        return new Cidr(bytes, prefix);
    }

    public boolean contains(InetAddress address) {
        return contains(address.getAddress());
    }

    public boolean contains(byte[] address) {
        if (address.length != network.length) {
            return false;
        }
        int fullBytes = prefix / 8;
        for (int i = 0; i < fullBytes; i++) {
            if (address[i] != network[i]) {
                return false;
            }
        }
        int restBits = prefix % 8;
        if (restBits == 0) {
            return true;
        }
        int mask = (0xff << (8 - restBits)) & 0xff;
        return (address[fullBytes] & mask) == (network[fullBytes] & mask);
    }

    /**
     * Java turns an IPv4-mapped IPv6 literal into an IPv4 address; a range written in IPv6 notation
     * ({@code ::ffff:0:0/96}) must stay 16 bytes wide.
     */
    private static byte[] rawBytes(InetAddress address, String text) {
        byte[] bytes = address.getAddress();
        if (bytes.length == 4 && text.indexOf(':') >= 0) {
            byte[] mapped = new byte[16];
            mapped[10] = (byte) 0xff;
            mapped[11] = (byte) 0xff;
            System.arraycopy(bytes, 0, mapped, 12, 4);
            return mapped;
        }
        return bytes;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cidr other && prefix == other.prefix && Arrays.equals(network, other.network);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(network) + prefix;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        if (network.length == 4) {
            for (int i = 0; i < 4; i++) {
                out.append(i == 0 ? "" : ".").append(network[i] & 0xff);
            }
        } else {
            for (int i = 0; i < 16; i += 2) {
                out.append(i == 0 ? "" : ":").append(Integer.toHexString(((network[i] & 0xff) << 8) | (network[i + 1] & 0xff)));
            }
        }
        return out.append('/').append(prefix).toString();
    }
}
