package market.feeds.application.json;

import static market.feeds.application.json.BodyRead.Invalid.Kind.ENCODING;
import static market.feeds.application.json.BodyRead.Invalid.Kind.SYNTAX;
import static market.feeds.application.json.Reading.READER;
import static market.feeds.application.json.Reading.bytes;
import static market.feeds.application.json.Reading.envelope;
import static market.feeds.application.json.Reading.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** "A UTF-8 byte order mark at the start is ignored"; nothing else about encodings is guessed. */
class ByteOrderMarkTest {

    private static final int[] BOM = {0xEF, 0xBB, 0xBF};

    @Test
    void byteOrderMarkAtTheStartIsIgnored() {
        assertThat(envelope(READER.read(bytes("", BOM, "{\"items\":[{\"sku\":\"a\"}]}"))).items()).hasSize(1);
    }

    @Test
    void byteOrderMarkAloneIsAnEmptyBody() {
        assertThat(invalid(READER.read(bytes("", BOM, "")), SYNTAX).detail()).contains("empty");
    }

    @Test
    void secondByteOrderMarkIsRefused() {
        byte[] body = bytes("", new int[] {0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF}, "{\"items\":[]}");
        invalid(READER.read(body), SYNTAX);
    }

    @Test
    void byteOrderMarkElsewhereIsRefused() {
        invalid(READER.read(bytes(" ", BOM, "{\"items\":[]}")), SYNTAX);
        invalid(READER.read(bytes("{\"items\":[]}", BOM, "")), SYNTAX);
    }

    @Test
    void utf16BodyIsNotMistakenForJson() {
        invalid(READER.read("{\"items\":[]}".getBytes(StandardCharsets.UTF_16BE)), SYNTAX);
        invalid(READER.read("{\"items\":[]}".getBytes(StandardCharsets.UTF_16LE)), SYNTAX);
        invalid(READER.read("{\"items\":[]}".getBytes(StandardCharsets.UTF_16)), ENCODING);
        invalid(READER.read("{\"items\":[]}".getBytes(java.nio.charset.Charset.forName("UTF-32BE"))), SYNTAX);
    }
}
