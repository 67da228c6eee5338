package market.feeds.domain.feed;

import java.util.List;
import java.util.Optional;

/**
 * Reads a feed URL into its canonical form or says why it is {@code bad_url} (operations-contract §2).
 *
 * <p>Hand-written rather than {@code java.net.URI}: the rules refuse far more than RFC 3986 does, and a
 * general parser would silently repair inputs (spaces, backslashes, dotted IP forms) we must refuse.
 */
final class FeedAddressParser {

    private static final String SCHEME_SEPARATOR = "://";
    private static final int MAX_HOST_LENGTH = 253;
    /** The length browsers, proxies and CDNs are all known to carry; a feed address is never near it. */
    static final int MAX_LENGTH = FeedAddress.MAX_LENGTH;
    private static final List<String> SPECIAL_USE_SUFFIXES =
            List.of("localhost", "test", "local", "invalid", "example", "internal", "home.arpa");

    private FeedAddressParser() {
    }

    static FeedAddressParse parse(String input) {
        if (input == null || input.isEmpty()) {
            return invalid("the address is empty");
        }
        if (input.length() > MAX_LENGTH) {
            return invalid("the address is longer than " + MAX_LENGTH + " characters");
        }
        String charProblem = UrlCharacters.forbiddenCharacter(input);
        if (charProblem != null) {
            return invalid(charProblem);
        }
        int schemeEnd = input.indexOf(SCHEME_SEPARATOR);
        if (schemeEnd < 0 && input.regionMatches(true, 0, "https:", 0, "https:".length())) {
            // "https:host/feed" and "https:/host/feed": the scheme is right, what follows it is not.
            return invalid("the address must start with https:// (two slashes after the scheme)");
        }
        if (schemeEnd < 0 || !input.substring(0, schemeEnd).equalsIgnoreCase("https")) {
            return invalid("the scheme must be https");
        }
        String rest = input.substring(schemeEnd + SCHEME_SEPARATOR.length());
        if (rest.indexOf('#') >= 0) {
            return invalid("a fragment is not allowed");
        }
        int authorityEnd = indexOfAny(rest, "/?");
        String authority = authorityEnd < 0 ? rest : rest.substring(0, authorityEnd);
        String pathAndQuery = authorityEnd < 0 ? "" : rest.substring(authorityEnd);
        if (authority.indexOf('@') >= 0) {
            return invalid("user information is not allowed");
        }
        if (authority.startsWith("[")) {
            return invalid("an IP literal is not allowed");
        }
        int colon = authority.lastIndexOf(':');
        String hostText = colon < 0 ? authority : authority.substring(0, colon);
        if (colon >= 0 && authority.substring(colon + 1).isEmpty()) {
            // RFC 3986 reads an empty port as the default one; refused all the same, like every other form a
            // general parser repairs, but named for what it is.
            return invalid("the port after the colon is empty: leave the colon out, or write 443");
        }
        if (colon >= 0 && !isPort443(authority.substring(colon + 1))) {
            return invalid("the port must be 443 or absent");
        }
        return parseHost(hostText, pathAndQuery);
    }

    private static FeedAddressParse parseHost(String hostText, String pathAndQuery) {
        if (hostText.isEmpty()) {
            return invalid("the host is missing");
        }
        if (hostText.indexOf(':') >= 0 || hostText.indexOf('%') >= 0) {
            return invalid("the host holds characters a hostname cannot hold");
        }
        // IDN first: it folds full-width digits and dots, so the IP check below sees the real name.
        Optional<String> ascii = AsciiHost.of(hostText);
        if (ascii.isEmpty()) {
            return invalid("the host is not a valid hostname");
        }
        String host = ascii.get();
        if (host.endsWith(".")) {
            host = host.substring(0, host.length() - 1);
        }
        String[] labels = host.split("\\.", -1);
        for (String label : labels) {
            if (label.isEmpty()) {
                return invalid("the host has an empty label");
            }
        }
        if (host.length() > MAX_HOST_LENGTH) {
            return invalid("the host is too long");
        }
        if (endsInANumber(labels[labels.length - 1])) {
            return invalid("an IP literal is not allowed");
        }
        for (String suffix : SPECIAL_USE_SUFFIXES) {
            if (host.equals(suffix) || host.endsWith("." + suffix)) {
                return invalid("the host is a special-use name (." + suffix + ")");
            }
        }
        if (labels.length == 1 || PublicSuffixes.contains(host)) {
            return invalid("the host is a public suffix, not a registrable name");
        }
        String path = pathAndQuery.isEmpty() || pathAndQuery.startsWith("?") ? "/" + pathAndQuery : pathAndQuery;
        return new FeedAddressParse.Valid(new FeedAddress("https://" + host
                + DotSegments.removed(UrlCharacters.canonicalPath(path)), host));
    }

    /** WHATWG "ends in a number": the last label is decimal digits, or {@code 0x} with hex digits. */
    static boolean endsInANumber(String lastLabel) {
        if (!lastLabel.isEmpty() && lastLabel.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return true;
        }
        return lastLabel.startsWith("0x")
                && lastLabel.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0);
    }

    private static boolean isPort443(String port) {
        if (port.isEmpty() || !port.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        String significant = port.replaceFirst("^0+", "");
        return significant.equals("443");
    }

    private static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    private static FeedAddressParse invalid(String reason) {
        return new FeedAddressParse.Invalid(reason);
    }
}
