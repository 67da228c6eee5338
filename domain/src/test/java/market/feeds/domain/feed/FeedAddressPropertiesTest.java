package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Properties over generated input: canonical addresses are stable, runs are next and in the future. */
class FeedAddressPropertiesTest {

    @Property
    void canonicalFormParsesToItself(@ForAll("urls") String url) {
        FeedAddressParse first = FeedAddress.parse(url);
        if (first instanceof FeedAddressParse.Valid valid) {
            FeedAddressParse again = FeedAddress.parse(valid.address().url());

            assertThat(again).isEqualTo(first);
            assertThat(valid.address().url()).matches("https://[a-z0-9.-]+/[\\x21-\\x7e]*");
        }
    }

    @Property
    void nextRunIsTheFirstRunAfterNow(@ForAll @LongRange(min = 0, max = 4_000_000_000L) long epochSecond,
                                      @ForAll @IntRange(min = 0, max = 23) int hour, @ForAll("zones") String zoneId) {
        ZoneId zone = ZoneId.of(zoneId);
        Instant now = Instant.ofEpochSecond(epochSecond);

        Instant next = DailyRunSchedule.nextRunAfter(now, hour, zone);

        assertThat(next).isAfter(now);
        assertThat(next).isBeforeOrEqualTo(now.plusSeconds(2 * 86_400));
        assertThat(DailyRunSchedule.runOn(next.atZone(zone).toLocalDate(), hour, zone)).contains(next);
    }

    @Provide
    Arbitrary<String> urls() {
        Arbitrary<String> label = Arbitraries.strings().withChars("abcXYZ09-ä").ofMinLength(1).ofMaxLength(8);
        Arbitrary<String> host = label.list().ofMinSize(1).ofMaxSize(4).map(labels -> String.join(".", labels));
        Arbitrary<String> path = Arbitraries.strings().withChars("/az09?=&%é~ ").ofMaxLength(12);
        Arbitrary<String> scheme = Arbitraries.of("https://", "HTTPS://", "http://");
        Arbitrary<String> port = Arbitraries.of("", ":443", ":0443", ":8443");
        return net.jqwik.api.Combinators.combine(scheme, host, port, path).as((s, h, p, q) -> s + h + p + q);
    }

    @Provide
    Arbitrary<String> zones() {
        return Arbitraries.of(ZoneId.getAvailableZoneIds().stream().sorted().toList());
    }
}
