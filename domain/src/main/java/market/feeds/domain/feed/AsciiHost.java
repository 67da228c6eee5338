package market.feeds.domain.feed;

import java.net.IDN;
import java.util.Locale;
import java.util.Optional;

/**
 * A host name in the one form the feed rules compare: ASCII (IDN labels as punycode), lower case. The address parser
 * turns a saved host into it, and the Public Suffix List's rules are turned into it, so both meet in the same form.
 */
final class AsciiHost {

    private AsciiHost() {
    }

    /** Empty for text no host name can be (IDN rejects it). Full-width digits and dots are folded on the way. */
    static Optional<String> of(String text) {
        try {
            return Optional.of(IDN.toASCII(text.toLowerCase(Locale.ROOT), IDN.USE_STD3_ASCII_RULES)
                    .toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
