package market.feeds.application.service;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSave;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSettingsView;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.service.UseCases.Settings;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.feed.Cidr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Saving feed settings: address rules, hour, IANA zone, the pin, the sealed token and the next run. */
class ManageFeedTest {

    private static final String URL = "https://feeds.agrovendor.com/offers.json";

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private final String slug = caller.vendor().slug();

    private FeedSave save(String url, int hour, String zone) {
        return world.useCases.manageFeed().save(slug, url, hour, zone, TokenChange.replace("tok-123"));
    }

    private static void assertRefused(FeedSave save, String code, String pointer) {
        assertThat(save).isInstanceOfSatisfying(FeedSave.Refused.class, refused -> {
            assertThat(refused.code()).isEqualTo(code);
            assertThat(refused.pointer()).isEqualTo(pointer);
        });
    }

    @Test
    void savedSettingsCarryThePinAndTheNextRunButNeverTheToken() {
        world.resolver.resolving("feeds.agrovendor.com", "10.0.0.5", "93.184.216.34", "93.184.216.35");
        world.clock.set(Instant.parse("2026-03-02T08:00:00Z"));
        FeedSave save = save(URL, 6, "Europe/Kyiv");
        FeedSettingsView view = ((FeedSave.Saved) save).settings();
        assertThat(view.pinnedAddress()).contains("93.184.216.34");
        assertThat(view.hasToken()).isTrue();
        assertThat(view.timeZone()).isEqualTo("Europe/Kyiv");
        assertThat(view.nextRunAt()).isEqualTo(Instant.parse("2026-03-03T04:00:00Z"));
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(view.nextRunAt());
        assertThat(view.toString()).doesNotContain("tok-123");
        byte[] sealed = world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().sealedToken().orElseThrow();
        assertThat(new String(sealed, java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("tok-123");
        assertThat(ok(world.useCases.manageFeed().get(slug))).isEqualTo(view);
    }

    @Test
    void aPassedPlanIsShownAsTheNextFutureOccurrenceOfTheHour() {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        world.clock.set(Instant.parse("2026-03-02T08:00:00Z"));
        save(URL, 6, "Europe/Kyiv");
        // No process ran the pull at 04:00 UTC on the 3rd (all with FEEDS_PULL_ENABLED=false, say).
        world.clock.set(Instant.parse("2026-03-03T09:00:00Z"));

        assertThat(ok(world.useCases.manageFeed().get(slug)).nextRunAt())
                .isEqualTo(Instant.parse("2026-03-04T04:00:00Z"));
    }

    /** Operations audit s31 L14: exactly one run per local day, also when the hour changes after the day's run. */
    @Test
    void anHourSavedAfterTheDaysRunIsPlannedFromTomorrow() {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        String vendorId = caller.vendor().id();
        world.clock.set(Instant.parse("2026-11-28T00:00:00Z"));
        save(URL, 6, "Asia/Kolkata");
        Instant today = Instant.parse("2026-11-28T00:30:00Z");
        assertThat(world.stores.feedSettings().find(vendorId).orElseThrow().nextRunAt()).isEqualTo(today);
        // The day's run plans tomorrow's before it works (decision 0603), then runs.
        world.stores.feedSettings().replanRun(vendorId, today, Instant.parse("2026-11-29T00:30:00Z"));
        world.clock.set(Instant.parse("2026-11-28T01:00:00Z"));

        FeedSettingsView view = ((FeedSave.Saved) save(URL, 7, "Asia/Kolkata")).settings();

        assertThat(view.nextRunAt()).isEqualTo(Instant.parse("2026-11-29T01:30:00Z"));
        assertThat(world.scheduler.pendingRun(vendorId)).contains(view.nextRunAt());
    }

    @Test
    void anHourSavedBeforeTheDaysRunMovesItWithinTheDay() {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        world.clock.set(Instant.parse("2026-11-28T00:00:00Z"));
        save(URL, 6, "Asia/Kolkata");
        world.clock.set(Instant.parse("2026-11-28T00:10:00Z"));

        FeedSettingsView view = ((FeedSave.Saved) save(URL, 7, "Asia/Kolkata")).settings();

        assertThat(view.nextRunAt()).isEqualTo(Instant.parse("2026-11-28T01:30:00Z"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://feeds.agrovendor.com/x", "https://feeds.agrovendor.com:8443/x", "https://127.0.0.1/x",
            "https://localhost/x", "https://user@feeds.agrovendor.com/x"})
    void refusedAddressesAreBadUrl(String url) {
        assertRefused(save(url, 6, "Europe/Kyiv"), "bad_url", "/url");
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 24})
    void hourOutsideZeroTo23IsInvalidRequest(int hour) {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        assertRefused(save(URL, hour, "Europe/Kyiv"), "invalid_request", "/hour");
    }

    @ParameterizedTest
    @ValueSource(strings = {"+02:00", "UTC+2", "GMT+02:00", "Europe/Atlantis", "europe/kyiv", "", "SystemV/AST4"})
    void onlyIanaZoneIdsAreAccepted(String zone) {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        assertRefused(save(URL, 6, zone), "invalid_request", "/time_zone");
    }

    /** A token the Authorization header cannot carry would fail every run as bad_auth; it is refused at the save. */
    @ParameterizedTest
    @ValueSource(strings = {"tok\nen", "tok en", "токен"})
    void aTokenAHeaderCannotCarryIsRefusedAndTheStoredOneStays(String token) {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        save(URL, 6, "UTC");
        assertRefused(world.useCases.manageFeed().save(slug, URL, 7, "UTC", TokenChange.replace(token)),
                "invalid_request", "/token");
        FeedSettingsView view = ok(world.useCases.manageFeed().get(slug));
        assertThat(view.hasToken()).isTrue();
        assertThat(view.hour()).isEqualTo(6);
    }

    @Test
    void anAddressLongerThan2048CharactersIsBadUrl() {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        String longest = "https://feeds.agrovendor.com/" + "a".repeat(2048 - "https://feeds.agrovendor.com/".length());
        assertThat(save(longest, 6, "UTC")).isInstanceOf(FeedSave.Saved.class);
        assertRefused(save(longest + "a", 6, "UTC"), "bad_url", "/url");
    }

    @Test
    void hostThatDoesNotResolveIsPinUnresolvable() {
        assertRefused(save(URL, 6, "UTC"), "pin_unresolvable", "/url");
        world.resolver.timingOut("feeds.agrovendor.com");
        assertRefused(save(URL, 6, "UTC"), "pin_unresolvable", "/url");
    }

    @Test
    void hostWithOnlyPrivateAddressesIsNotRoutable() {
        world.resolver.resolving("feeds.agrovendor.com", "10.1.2.3", "127.0.0.1", "::ffff:192.168.1.1", "100.64.0.1");
        assertRefused(save(URL, 6, "UTC"), "host_not_routable", "/url");
    }

    @Test
    void configuredRangesAreAllowedForTests() {
        InMemoryWorld permissive = new InMemoryWorld(new Settings(Settings.defaults().productsRate(),
                Settings.defaults().offersRate(), List.of(Cidr.parse("127.0.0.0/8")),
                Settings.defaults().journalRetention(), ConditionalGet.OFF));
        Caller vendor = permissive.newCaller();
        permissive.resolver.resolving("feeds.agrovendor.com", "127.0.0.1");
        FeedSave save = permissive.useCases.manageFeed().save(vendor.vendor().slug(), URL, 6, "UTC",
                TokenChange.REMOVE);
        assertThat(((FeedSave.Saved) save).settings().pinnedAddress()).contains("127.0.0.1");
        assertThat(((FeedSave.Saved) save).settings().hasToken()).isFalse();
    }

    @Test
    void deleteRemovesTheSettingsAndTheSchedule() {
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
        save(URL, 6, "UTC");
        assertThat(world.useCases.manageFeed().delete(slug)).isEqualTo(AdminResult.done());
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).isEmpty();
        assertThat(world.useCases.manageFeed().get(slug)).isInstanceOf(AdminResult.NotFound.class);
        assertThat(world.useCases.manageFeed().delete(slug)).isInstanceOf(AdminResult.NotFound.class);
    }

    @Test
    void unknownVendor() {
        assertThat(world.useCases.manageFeed().save("nope", URL, 6, "UTC", TokenChange.REMOVE))
                .isInstanceOf(FeedSave.VendorNotFound.class);
    }
}
