package market.feeds.domain.feed;

import java.util.Objects;

/**
 * A vendor feed address in canonical form: {@code https://<lower-case ASCII host><path>[?query]}.
 *
 * <p>Only {@link #parse(String)} builds one from user input; the compact constructor re-checks the
 * canonical form so a stored value read back from the database cannot smuggle in a refused address.
 */
public record FeedAddress(String url, String host) {

    /** The only port a feed address may name; address pinning covers the (host, port) pair. */
    public static final int PORT = 443;
    /** The longest address saved: what browsers, proxies and CDNs all carry (decision 0605). */
    public static final int MAX_LENGTH = 2048;

    public FeedAddress {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(host, "host");
        if (!url.startsWith("https://" + host + "/")) {
            throw new IllegalArgumentException("url must be https://" + host + "/…: " + url);
        }
    }

    public static FeedAddressParse parse(String input) {
        return FeedAddressParser.parse(input);
    }

    public int port() {
        return PORT;
    }

    /**
     * The origin (scheme, host, port) of a canonical feed URL: scheme and port are always https and 443, so it is
     * {@code https://<host>}. A stored feed token belongs to its origin and never goes to another (decision 0605).
     */
    public static String originOf(String canonicalUrl) {
        int hostStart = "https://".length();
        int end = canonicalUrl.indexOf('/', hostStart);
        if (!canonicalUrl.startsWith("https://") || end <= hostStart) {
            throw new IllegalArgumentException("not a canonical feed URL: " + canonicalUrl);
        }
        return canonicalUrl.substring(0, end);
    }
}
