package market.feeds.adapters.http.vendorapi;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The text of a header value as the client wrote it. Jetty hands header values over byte for byte as ISO-8859-1
 * characters, so a key written in UTF-8 (Cyrillic letters, say) arrives as two or more characters per letter, and
 * "16 to 255 characters" would count bytes. The bytes are decoded again as UTF-8, which HTTP clients send; ASCII
 * is unchanged either way.
 */
final class HeaderText {

    private HeaderText() {
    }

    /**
     * The value decoded as UTF-8; empty when its bytes are not UTF-8. Never replaced by U+FFFD: two different keys
     * would then read as one, and the second request would get the first one's stored answer without being applied.
     */
    static Optional<String> utf8(String jettyValue) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(jettyValue.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString());
        } catch (CharacterCodingException notUtf8) {
            return Optional.empty();
        }
    }
}
