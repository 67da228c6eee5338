package market.feeds.domain.feed;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Reads a textual IP address WITHOUT ever asking DNS: dotted-quad IPv4 (four decimal parts, no leading
 * zeros) or an IPv6 literal. Used for stored pins and configured CIDRs, where a hostname is an error.
 */
public final class IpLiteral {

    private IpLiteral() {
    }

    public static Optional<InetAddress> parse(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        if (text.indexOf(':') >= 0) {
            return parseV6(text);
        }
        return parseV4(text);
    }

    private static Optional<InetAddress> parseV4(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 4) {
            return Optional.empty();
        }
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
            String part = parts[i];
            if (part.isEmpty() || part.length() > 3 || !part.chars().allMatch(c -> c >= '0' && c <= '9')
                    || part.length() > 1 && part.charAt(0) == '0') {
                return Optional.empty();
            }
            int value = Integer.parseInt(part);
            if (value > 255) {
                return Optional.empty();
            }
            bytes[i] = (byte) value;
        }
        return byAddress(bytes);
    }

    private static Optional<InetAddress> parseV6(String text) {
        // Only hex digits, colons and dots (embedded IPv4), led by a hex digit or a colon, reach InetAddress:
        // then the JDK treats the text as a literal and never asks DNS, even when the literal is invalid.
        char first = text.charAt(0);
        if (!(first == ':' || Character.digit(first, 16) >= 0)
                || !text.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == ':' || c == '.')) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    private static Optional<InetAddress> byAddress(byte[] bytes) {
        try {
            return Optional.of(InetAddress.getByAddress(bytes));
        } catch (UnknownHostException e) {
            throw new IllegalStateException("4 bytes are always a valid address", e);
        }
    }
}
