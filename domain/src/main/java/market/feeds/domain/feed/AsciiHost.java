package market.feeds.domain.feed;

import java.net.IDN;
import java.util.Locale;
import java.util.Optional;

/**
 * A host name in the one form the feed rules compare: ASCII (IDN labels as punycode), lower case. The address parser
 * turns a saved host into it, and the Public Suffix List's rules are turned into it, so both meet in the same form.
 */
final class AsciiHost {

    private static final String PUNYCODE_PREFIX = "xn--";

    private AsciiHost() {
    }

    /** Empty for text no host name can be (IDN rejects it). Full-width digits and dots are folded on the way. */
    static Optional<String> of(String text) {
        String ascii;
        try {
            ascii = IDN.toASCII(text.toLowerCase(Locale.ROOT), IDN.USE_STD3_ASCII_RULES).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        for (String label : ascii.split("\\.")) {
            // IDN.toUnicode answers a label it cannot decode unchanged: "xn--zz" is no name, only its look.
            if (label.startsWith(PUNYCODE_PREFIX) && IDN.toUnicode(label, IDN.USE_STD3_ASCII_RULES).equals(label)) {
                return Optional.empty();
            }
        }
        return Optional.of(ascii);
    }
}
