package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import market.feeds.domain.testing.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Properties over seeded random input: canonical addresses are stable, runs are next and in the future. */
class FeedAddressPropertiesTest {

    private static final List<String> ZONES = ZoneId.getAvailableZoneIds().stream().sorted().toList();

    /** Batches of {@link Seeds#BATCH} seeds; a failure names its seed, to replay with {@code new Random(seed)}. */
    static LongStream seeds() {
        return Seeds.batches(1000);
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void canonicalFormParsesToItself(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            String url = url(new Random(seed));
            FeedAddressParse first = FeedAddress.parse(url);
            if (first instanceof FeedAddressParse.Valid valid) {
                FeedAddressParse again = FeedAddress.parse(valid.address().url());

                assertThat(again).as(url).isEqualTo(first);
                assertThat(valid.address().url()).matches("https://[a-z0-9.-]+/[\\x21-\\x7e]*");
            }
        });
    }

    @ParameterizedTest(name = "seeds {0} +" + Seeds.BATCH)
    @MethodSource("seeds")
    void nextRunIsTheFirstRunAfterNow(long firstSeed) {
        Seeds.each(firstSeed, seed -> {
            Random random = new Random(seed);
            Instant now = Instant.ofEpochSecond(random.nextLong(4_000_000_001L));
            int hour = random.nextInt(24);
            ZoneId zone = ZoneId.of(ZONES.get(random.nextInt(ZONES.size())));

            Instant next = DailyRunSchedule.nextRunAfter(now, hour, zone);

            assertThat(next).isAfter(now);
            assertThat(next).isBeforeOrEqualTo(now.plusSeconds(2 * 86_400));
            assertThat(DailyRunSchedule.runOn(next.atZone(zone).toLocalDate(), hour, zone)).contains(next);
        });
    }

    /** Upper case schemes, plain http, odd ports, non-ASCII labels and paths with spaces and escapes. */
    private static String url(Random random) {
        String scheme = pick(random, "https://", "HTTPS://", "http://");
        StringBuilder host = new StringBuilder();
        for (int label = 1 + random.nextInt(4); label > 0; label--) {
            host.append(chars(random, "abcXYZ09-ä", 1, 8)).append(label > 1 ? "." : "");
        }
        String port = pick(random, "", ":443", ":0443", ":8443");
        return scheme + host + port + chars(random, "/az09?=&%é~ ", 0, 12);
    }

    private static String chars(Random random, String alphabet, int min, int max) {
        StringBuilder out = new StringBuilder();
        for (int n = min + random.nextInt(max - min + 1); n > 0; n--) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    private static String pick(Random random, String... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
