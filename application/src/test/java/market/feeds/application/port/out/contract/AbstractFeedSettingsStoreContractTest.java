package market.feeds.application.port.out.contract;

import static market.feeds.application.testing.StoreAssertions.assertSameValues;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The contract of {@code FeedSettingsStore}, for every adapter. */
public abstract class AbstractFeedSettingsStoreContractTest extends StoreContract {

    @Test
    void savedSettingsAreFoundWithTheSealedToken() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        assertSameValues(stores().feedSettings().find(vendor.id()).orElseThrow(), settings);
        assertThat(stores().feedSettings().find(givenVendor().id())).isEmpty();
    }

    @Test
    void savingAgainReplacesTheSettings() {
        Vendor vendor = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(vendor.id()));
        FeedSettings replaced = new FeedSettings(vendor.id(), "https://other.vendor.com.ua/feed", 23,
                ZoneId.of("America/New_York"), Optional.empty(), Optional.empty(), TestData.at(7200));
        stores().feedSettings().save(replaced);
        assertSameValues(stores().feedSettings().find(vendor.id()).orElseThrow(), replaced);
        assertSameValues(stores().feedSettings().find(vendor.id()).orElseThrow().withNextRunAt(TestData.at(9)),
                replaced.withNextRunAt(TestData.at(9)));
    }

    @Test
    void theNextRunIsReplannedOnlyWhileTheSettingsStillPlanTheInstantItMovesFrom() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);

        boolean moved = stores().feedSettings().replanRun(vendor.id(), settings.nextRunAt(), TestData.at(86_400));
        boolean movedFromAnOldPlan = stores().feedSettings().replanRun(vendor.id(), settings.nextRunAt(),
                TestData.at(172_800));

        assertThat(moved).isTrue();
        assertThat(movedFromAnOldPlan).as("a save in between planned another run").isFalse();
        assertSameValues(stores().feedSettings().find(vendor.id()).orElseThrow(),
                settings.withNextRunAt(TestData.at(86_400)));
        assertThat(stores().feedSettings().replanRun(givenVendor().id(), TestData.at(0), TestData.at(1))).isFalse();
    }

    @Test
    void allListsEverySavedVendor() {
        Vendor a = givenVendor();
        Vendor b = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(a.id()));
        stores().feedSettings().save(TestData.feedSettings(b.id()));
        assertThat(stores().feedSettings().all()).extracting(FeedSettings::vendorId).contains(a.id(), b.id());
    }

    @Test
    void deleteRemovesTheSettingsOnce() {
        Vendor vendor = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(vendor.id()));
        assertThat(stores().feedSettings().delete(vendor.id())).isTrue();
        assertThat(stores().feedSettings().find(vendor.id())).isEmpty();
        assertThat(stores().feedSettings().delete(vendor.id())).isFalse();
    }

    private static final FeedValidators VALIDATORS = new FeedValidators(Optional.of("\"v1\""),
            Optional.of("Tue, 24 Nov 2026 05:00:00 GMT"));

    @Test
    void recordedValidatorsAreReadBackAndSurviveTheNextRunTime() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());

        stores().feedSettings().recordValidators(vendor.id(), settings.url(), VALIDATORS);
        stores().feedSettings().save(settings.withNextRunAt(TestData.at(86_400)));

        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(VALIDATORS);
        stores().feedSettings().recordValidators(vendor.id(), settings.url(), FeedValidators.none());
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());
    }

    @Test
    void validatorsOfAnotherAddressAreNeitherRecordedNorKept() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        stores().feedSettings().recordValidators(vendor.id(), "https://other.vendor.com.ua/feed", VALIDATORS);
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());

        stores().feedSettings().recordValidators(vendor.id(), settings.url(), VALIDATORS);
        stores().feedSettings().save(new FeedSettings(vendor.id(), "https://other.vendor.com.ua/feed", settings.hour(),
                settings.timeZone(), settings.sealedToken(), settings.pinnedAddress(), settings.nextRunAt()));
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());
    }

    @Test
    void aNewTokenDropsTheValidators() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        stores().feedSettings().recordValidators(vendor.id(), settings.url(), VALIDATORS);

        stores().feedSettings().save(new FeedSettings(vendor.id(), settings.url(), settings.hour(), settings.timeZone(),
                Optional.of(new byte[] {9, 9, 9}), settings.pinnedAddress(), settings.nextRunAt()));

        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());
    }

    @Test
    void savingKeepingTheTokenKeepsTheSameSealedBytesForTheSameOriginWithTheValidatorsOfTheSameUrl() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        stores().feedSettings().recordValidators(vendor.id(), settings.url(), VALIDATORS);
        FeedSettings hourOnly = new FeedSettings(vendor.id(), settings.url(), 9, settings.timeZone(), Optional.empty(),
                settings.pinnedAddress(), TestData.at(7200));

        FeedSettings stored = stores().feedSettings().saveKeepingToken(hourOnly);

        assertSameValues(stored, hourOnly.withSealedToken(settings.sealedToken()));
        assertSameValues(stores().feedSettings().find(vendor.id()).orElseThrow(), stored);
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(VALIDATORS);
        FeedSettings otherPath = stores().feedSettings().saveKeepingToken(new FeedSettings(vendor.id(),
                "https://feeds.vendor.com.ua/v2/offers.json?day=1", 9, settings.timeZone(), Optional.empty(),
                settings.pinnedAddress(), TestData.at(7200)));
        assertThat(otherPath.sealedToken()).hasValueSatisfying(kept -> assertThat(kept).containsExactly(1, 2, 3));
        assertThat(stores().feedSettings().validators(vendor.id())).isEqualTo(FeedValidators.none());
    }

    @Test
    void savingKeepingTheTokenForAnotherOriginOrWithNothingStoredSavesNoToken() {
        Vendor vendor = givenVendor();
        FeedSettings settings = TestData.feedSettings(vendor.id());
        stores().feedSettings().save(settings);
        // A longer host that starts with the stored one is another origin all the same.
        FeedSettings elsewhere = new FeedSettings(vendor.id(), "https://feeds.vendor.com.ua.example.org/offers.json",
                settings.hour(), settings.timeZone(), Optional.empty(), settings.pinnedAddress(), settings.nextRunAt());
        Vendor fresh = givenVendor();

        FeedSettings moved = stores().feedSettings().saveKeepingToken(elsewhere);
        FeedSettings first = stores().feedSettings().saveKeepingToken(TestData.feedSettings(fresh.id())
                .withSealedToken(Optional.empty()));

        assertThat(moved.hasToken()).isFalse();
        assertThat(stores().feedSettings().find(vendor.id()).orElseThrow().hasToken()).isFalse();
        assertThat(first.hasToken()).isFalse();
        assertThat(stores().feedSettings().find(fresh.id()).orElseThrow().hasToken()).isFalse();
    }
}
