package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The hand-written UTF-8 check agrees with the JDK's strict decoder, byte for byte. */
class Utf8ValidatorTest {

    @Property(tries = 3000)
    void agreesWithTheStrictJdkDecoder(@ForAll("utf8ish") byte[] bytes) {
        assertThat(Utf8Validator.firstFault(bytes, 0).isPresent()).isEqualTo(!jdkAccepts(bytes));
    }

    @Property(tries = 500)
    void everyEncodedStringIsAccepted(@ForAll String text) {
        if (StringRules.violation(text).isPresent()) {
            return; // lone surrogates have no UTF-8 form
        }
        assertThat(Utf8Validator.firstFault(text.getBytes(StandardCharsets.UTF_8), 0)).isEmpty();
    }

    /** Mostly bytes that matter to UTF-8: lead bytes, continuation bytes and the boundary values. */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<Byte> interesting = Arbitraries.of(0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1,
                0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF)
                .map(Integer::byteValue);
        return Arbitraries.frequencyOf(
                        net.jqwik.api.Tuple.of(4, interesting),
                        net.jqwik.api.Tuple.of(1, Arbitraries.bytes()))
                .array(byte[].class).ofMaxSize(12);
    }

    private static boolean jdkAccepts(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException refused) {
            return false;
        }
    }
}
