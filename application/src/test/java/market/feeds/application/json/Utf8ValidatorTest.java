package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;
import market.feeds.domain.testing.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The hand-written UTF-8 check agrees with the JDK's strict decoder on where a body first goes wrong. */
class Utf8ValidatorTest {

    private static final int[] LEADS = {0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5,
            0xFF, 0x80, 0xBF};
    private static final int[] CONTINUATIONS = {0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0x41};

    /** Batches of {@link Seeds#BATCH} seeds; a failure names its seed, to replay with {@code new Random(seed)}. */
    static LongStream seeds() {
        return Seeds.batches(3000);
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void findsTheSameFirstFaultAsTheStrictJdkDecoder(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            byte[] bytes = utf8ish(new Random(seed));
            assertThat(Utf8Validator.firstFault(bytes, 0).map(Utf8Fault::offset)).isEqualTo(jdkFirstFault(bytes));
        });
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void everyEncodedStringIsAccepted(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            Random random = new Random(seed);
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(33); n > 0; n--) {
                text.appendCodePoint(codePoint(random));
            }
            assertThat(Utf8Validator.firstFault(text.toString().getBytes(StandardCharsets.UTF_8), 0)).isEmpty();
        });
    }

    /** Any scalar value: a code point outside the surrogate range, lone surrogates having no UTF-8 form. */
    private static int codePoint(Random random) {
        int codePoint;
        do {
            codePoint = random.nextInt(Character.MAX_CODE_POINT + 1);
        } while (codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE);
        return codePoint;
    }

    /** Valid characters mixed with near misses (3 to 1): lead bytes at their limits before boundary continuations. */
    private static byte[] utf8ish(Random random) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int piece = random.nextInt(9); piece > 0; piece--) {
            if (random.nextInt(4) < 3) {
                out.writeBytes(new String(Character.toChars(codePoint(random))).getBytes(StandardCharsets.UTF_8));
            } else {
                out.write(LEADS[random.nextInt(LEADS.length)]);
                for (int rest = random.nextInt(4); rest > 0; rest--) {
                    out.write(CONTINUATIONS[random.nextInt(CONTINUATIONS.length)]);
                }
            }
        }
        return out.toByteArray();
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
