package market.feeds.adapters.http.vendorapi;

import java.nio.charset.StandardCharsets;

/**
 * The text of a header value as the client wrote it. Jetty hands header values over byte for byte as ISO-8859-1
 * characters, so a key written in UTF-8 (Cyrillic letters, say) arrives as two or more characters per letter, and
 * "16 to 255 characters" would count bytes. The bytes are decoded again as UTF-8, which HTTP clients send; ASCII
 * is unchanged either way.
 */
final class HeaderText {

    private HeaderText() {
    }

    static String utf8(String jettyValue) {
        return new String(jettyValue.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
