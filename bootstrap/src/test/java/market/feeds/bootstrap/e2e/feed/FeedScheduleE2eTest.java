package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import market.feeds.domain.feed.DailyRunSchedule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The daily run as the settings arm it, with the scheduler running in this process: {@code next_run_at} is the
 * next future occurrence of the local hour, the Quartz store holds exactly that one trigger, a change re-arms it
 * and {@code DELETE} removes it.
 */
class FeedScheduleE2eTest {

    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass(Map.of("FEEDS_PULL_ENABLED", "true"));
    private static FeedTables tables;

    @BeforeAll
    static void start() {
        tables = new FeedTables(harness.service.database());
    }

    @Test
    void nextRunAtIsTheNextFutureOccurrenceOfTheLocalHourAndItsOnlyTrigger() {
        String[][] cases = {
            {"schedule-kyiv", "Europe/Kyiv", "3"},
            {"schedule-new-york", "America/New_York", "2"},
            {"schedule-lord-howe", "Australia/Lord_Howe", "2"},
            {"schedule-kathmandu", "Asia/Kathmandu", "0"},
            {"schedule-utc", "UTC", "23"},
        };
        for (String[] c : cases) {
            String slug = harness.operator.vendor(c[0]);
            ZoneId zone = ZoneId.of(c[1]);
            int hour = Integer.parseInt(c[2]);
            Instant before = Instant.now();

            Instant next = saved(slug, hour, c[1]);

            Instant after = Instant.now();
            assertThat(next).as(c[1]).isAfter(after)
                    .isIn(DailyRunSchedule.nextRunAfter(before, hour, zone), DailyRunSchedule.nextRunAfter(after, hour, zone));
            assertThat(next.atZone(zone).getHour()).as(c[1]).isGreaterThanOrEqualTo(hour);
            assertThat(tables.pendingTriggers(tables.vendorId(slug))).as(c[1]).containsExactly(next);
        }
    }

    @Test
    void changingTheHourReArmsOneTriggerAtTheNewTime() {
        String slug = harness.operator.vendor("schedule-change");
        Instant first = saved(slug, 5, "Europe/Kyiv");

        Instant second = saved(slug, 17, "Europe/Kyiv");

        assertThat(second).isNotEqualTo(first);
        assertThat(tables.pendingTriggers(tables.vendorId(slug))).containsExactly(second);
    }

    @Test
    void deletingTheSettingsRemovesThePendingTrigger() {
        String slug = harness.operator.vendor("schedule-delete");
        saved(slug, 9, "Europe/Kyiv");
        String vendorId = tables.vendorId(slug);
        assertThat(tables.pendingTriggers(vendorId)).hasSize(1);

        expect(harness.operator.call("DELETE", "/vendors/" + slug + "/feed", null), 204);

        assertThat(tables.pendingTriggers(vendorId)).isEmpty();
        assertThat(tables.jobStored(vendorId)).isFalse();
        assertThat(harness.operator.call("GET", "/vendors/" + slug + "/feed", null).status()).isEqualTo(404);
        assertThat(harness.operator.call("DELETE", "/vendors/" + slug + "/feed", null).status()).isEqualTo(404);
    }

    private static Instant saved(String slug, int hour, String zone) {
        return Instant.parse(expect(harness.saveFeed(slug, VendorFeedServer.url("/" + slug), hour, zone, null), 200)
                .json().get("next_run_at").asText());
    }
}
