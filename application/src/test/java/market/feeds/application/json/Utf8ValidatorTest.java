package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.io.ByteArrayOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Combinators;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** The hand-written UTF-8 check agrees with the JDK's strict decoder on where a body first goes wrong. */
class Utf8ValidatorTest {

    @Property(tries = 3000)
    void findsTheSameFirstFaultAsTheStrictJdkDecoder(@ForAll("utf8ish") byte[] bytes) {
        assertThat(Utf8Validator.firstFault(bytes, 0).map(Utf8Fault::offset)).isEqualTo(jdkFirstFault(bytes));
    }

    @Property(tries = 500)
    void everyEncodedStringIsAccepted(@ForAll String text) {
        if (StringRules.violation(text).isPresent()) {
            return; // lone surrogates have no UTF-8 form
        }
        assertThat(Utf8Validator.firstFault(text.getBytes(StandardCharsets.UTF_8), 0)).isEmpty();
    }

    /** Valid characters mixed with near misses: lead bytes at their limits before boundary continuations. */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<byte[]> character = Arbitraries.integers().between(0, Character.MAX_CODE_POINT)
                .filter(codePoint -> codePoint < Character.MIN_SURROGATE || codePoint > Character.MAX_SURROGATE)
                .map(codePoint -> new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8));
        Arbitrary<Integer> lead = Arbitraries.of(0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1,
                0xF4, 0xF5, 0xFF, 0x80, 0xBF);
        Arbitrary<Integer> continuation = Arbitraries.of(0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0x41);
        Arbitrary<byte[]> nearMiss = Combinators.combine(lead, continuation.list().ofMaxSize(3))
                .as((first, rest) -> {
                    byte[] bytes = new byte[1 + rest.size()];
                    bytes[0] = (byte) first.intValue();
                    for (int i = 0; i < rest.size(); i++) {
                        bytes[i + 1] = (byte) rest.get(i).intValue();
                    }
                    return bytes;
                });
        return Arbitraries.frequencyOf(Tuple.of(3, character), Tuple.of(1, nearMiss))
                .list().ofMaxSize(8)
                .map(pieces -> {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    pieces.forEach(out::writeBytes);
                    return out.toByteArray();
                });
    }

    private static Optional<Integer> jdkFirstFault(byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CoderResult result = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(in, CharBuffer.allocate(bytes.length * 2 + 2), true);
        return result.isError() ? Optional.of(in.position()) : Optional.empty();
    }
}
