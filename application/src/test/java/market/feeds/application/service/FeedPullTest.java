package market.feeds.application.service;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.Caller;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Offer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.RunFeedPullUseCase.ScheduledRun;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.testing.FeedFixture;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.domain.code.PullRunCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The feed pull: every run code it can produce, its journal entry, its notification rule and the lease checks. */
class FeedPullTest {

    static final String HOST = FeedFixture.HOST;

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private Offer offer;

    @BeforeEach
    void vendorWithFeedAndOffer() {
        offer = FeedFixture.vendorWithFeedAndOffer(world.useCases, world.resolver, caller);
    }

    private FeedRun runNow() {
        return ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));
    }

    private BigDecimal storedPrice() {
        return world.stores.offers().byId(caller.vendor().id(), offer.id()).orElseThrow().price();
    }

    private void assertFailedWith(FeedRun run, String code, boolean notified) {
        assertThat(run.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(run.code()).contains(code);
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), run.requestId()).orElseThrow();
        assertThat(entry.source()).isEqualTo(Source.FEED);
        assertThat(entry.endpoint()).isEqualTo(JournalEntry.FEED_ENDPOINT);
        assertThat(entry.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(entry.code()).contains(code);
        var notifications = world.stores.notifications().forVendor(caller.vendor().id());
        if (notified) {
            assertThat(notifications).singleElement().satisfies(n -> {
                assertThat(n.code()).isEqualTo(code);
                assertThat(n.requestId()).contains(run.requestId());
                assertThat(n.message()).isNotBlank();
            });
        } else {
            assertThat(notifications).isEmpty();
        }
        assertThat(storedPrice()).isEqualByComparingTo("100");
    }

    @Test
    void succeededRunAppliesTheFeedExactlyLikeAPatch() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"), Rows.priceUpdate("NOPE", "1")));
        FeedRun run = runNow();
        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(run.applied()).isEqualTo(1);
        assertThat(run.rejectedTotal()).isEqualTo(1);
        assertThat(storedPrice()).isEqualByComparingTo("120");
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), run.requestId()).orElseThrow();
        assertThat(entry.source()).isEqualTo(Source.FEED);
        assertThat(entry.endpoint()).isEqualTo(JournalEntry.FEED_ENDPOINT);
        assertThat(entry.applied()).hasValue(1);
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
    }

    @Test
    void fetchSendsTheUnsealedTokenAndThePinnedAddress() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        runNow();
        var request = world.fetcher.requests().get(0);
        assertThat(request.bearerToken()).contains("s3cret-token");
        assertThat(request.pinnedAddress()).contains("93.184.216.34");
        assertThat(request.url()).isEqualTo("https://" + HOST + "/offers.json");
    }

    @Test
    void aTokenSavedWithOuterWhiteSpaceIsSentTrimmed() {
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://" + HOST + "/offers.json", 6, "Europe/Kyiv",
                TokenChange.replace(" s3cret-token\u00a0\n"));
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        runNow();
        assertThat(world.fetcher.requests().get(0).bearerToken()).contains("s3cret-token");
    }

    @Test
    void rejectionsOfAFeedRunArePageable() {
        world.fetcher.answering(items(Rows.priceUpdate("NOPE", "1")));
        FeedRun run = runNow();
        var page = (PageRejectionsUseCase.Outcome.Page) world.useCases.pageRejections()
                .page(caller, run.requestId(), Optional.empty(), Optional.empty());
        assertThat(page.rejected()).hasSize(1);
    }

    @Test
    void unusableStoredTokenIsBadAuth() {
        FeedSettings settings = world.stores.feedSettings().find(caller.vendor().id()).orElseThrow();
        world.stores.feedSettings().save(new FeedSettings(settings.vendorId(), settings.url(), settings.hour(),
                settings.timeZone(), Optional.of(new byte[] {9, 9}), settings.pinnedAddress(), settings.nextRunAt()));
        assertFailedWith(runNow(), "bad_auth", true);
        assertThat(world.fetcher.requests()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(value = PullRunCode.class, names = {"BAD_URL", "BAD_PIN", "PIN_UNRESOLVABLE", "HOST_NOT_ROUTABLE",
            "TOO_LARGE", "TIMEOUT", "FETCH_FAILED", "PAYLOAD_TOO_LARGE"})
    void fetchFailureCodesPassThrough(PullRunCode code) {
        world.fetcher.failing(code, OptionalInt.empty());
        assertFailedWith(runNow(), code.wire(), true);
    }

    @Test
    void feedHttpErrorKeepsTheVendorServersStatus() {
        world.fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(403));
        FeedRun run = runNow();
        assertFailedWith(run, "feed_http_error", true);
        assertThat(run.httpStatus()).hasValue(403);
        assertThat(world.stores.journal().find(caller.vendor().id(), run.requestId()).orElseThrow().httpStatus()).hasValue(403);
        assertThat(world.stores.notifications().forVendor(caller.vendor().id()).get(0).message()).contains("403");
    }

    /** Audit 25 (pull) F2, decision 0607: a 200 whose body broke off is fetch_failed too; the words cover both. */
    @Test
    void aFetchFailedNotificationCoversAConnectionThatBrokeOffAsWellAsOneNeverMade() {
        world.fetcher.failing(PullRunCode.FETCH_FAILED, OptionalInt.empty());
        runNow();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id()).get(0).message())
                .contains("could not be made", "broke before the whole feed arrived");
    }

    @Test
    void aRefusalOfTheStoredTokenTellsTheVendorToCheckIt() {
        world.fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(401));
        runNow();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id()).get(0).message())
                .contains("refused the stored token", "401");
    }

    /** Audit 25 (pull) F4: with no token stored there is none the server could have refused. */
    @Test
    void aServerAskingForATokenWhenNoneIsStoredIsNotToldItsTokenWasRefused() {
        world.useCases.manageFeed().save(caller.vendor().slug(), "https://" + HOST + "/offers.json", 6, "Europe/Kyiv",
                TokenChange.REMOVE);
        world.fetcher.failing(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(401));
        FeedRun run = runNow();
        assertFailedWith(run, "feed_http_error", true);
        assertThat(world.fetcher.requests().get(0).bearerToken()).isEmpty();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id()).get(0).message())
                .contains("asks for a token", "401", "none is stored").doesNotContain("refused the stored token");
    }

    @Test
    void invalidUtf8IsBadEncoding() {
        world.fetcher.answeringBytes(new byte[] {'{', (byte) 0xC0, (byte) 0xAF, '}'});
        assertFailedWith(runNow(), "bad_encoding", true);
    }

    @Test
    void unparseableJsonIsMalformedJson() {
        world.fetcher.answering("{\"items\": [");
        assertFailedWith(runNow(), "malformed_json", true);
    }

    /** Operations §2: "unparseable JSON is malformed_json", and only that; NaN is outside the JSON grammar. */
    @ParameterizedTest
    @ValueSource(strings = {"{\"items\":[{\"sku\":\"A\",\"price\":1}]", "{\"items\":[{\"sku\":\"A\",\"price\":NaN}]}",
        "{\"items\":[{\"sku\":\"A\",\"price\":1}]} {}"})
    void aBodyNoJsonParserReadsIsMalformedJson(String body) {
        world.fetcher.answering(body);
        assertFailedWith(runNow(), "malformed_json", true);
    }

    /** Valid JSON (RFC 8259) that breaks the strict rules fails the envelope check, as on the API: not "not JSON". */
    @ParameterizedTest
    @ValueSource(strings = {"\"price\":1,\"price\":2", "\"name\":\"A\\u0000\"", "\"name\":\"A\\ud800\"",
        "\"\\u0000\":1", "\"\\udc00\":1"})
    void jsonBreakingOnlyTheStrictRulesIsInvalidEnvelope(String members) {
        assertStrictnessFailure("{\"items\":[{\"sku\":\"A\"," + members + "}]}");
    }

    /** The body's object is level 1, items 2, the item 3: 62 arrays in it make 65 levels. */
    @Test
    void nestingDeeperThan64LevelsIsInvalidEnvelope() {
        assertStrictnessFailure("{\"items\":[{\"sku\":\"A\",\"x\":" + "[".repeat(62) + "]".repeat(62) + "}]}");
    }

    private void assertStrictnessFailure(String body) {
        world.fetcher.answering(body);
        assertFailedWith(runNow(), "invalid_envelope", true);
        assertThat(world.stores.notifications().forVendor(caller.vendor().id()).get(0).message())
                .contains("strict JSON rules");
    }

    @Test
    void bodyThatIsNotAnItemsObjectIsInvalidEnvelope() {
        world.fetcher.answering("[1, 2]");
        assertFailedWith(runNow(), "invalid_envelope", true);
    }

    @Test
    void unreadMemberIsUnknownField() {
        world.fetcher.answering(items(obj("sku", "A", "price", 120, "currency", "UAH")));
        assertFailedWith(runNow(), "unknown_field", true);
    }

    @Test
    void emptyAndOversizedFeedsFailWithTheirCodes() {
        world.fetcher.answering(items());
        assertThat(runNow().code()).contains("no_items");
        world.fetcher.answering(items(Collections.nCopies(5001, "{}")));
        assertThat(runNow().code()).contains("too_many_items");
    }

    @Test
    void settingsDeletedDuringTheRunAreFeedNotFound() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")))
                .whileFetching(() -> world.stores.feedSettings().delete(caller.vendor().id()));
        assertFailedWith(runNow(), "feed_not_found", true);
    }

    @Test
    void anotherRunHoldingTheLeaseIsLeaseLost() {
        Instant now = world.clock.instant();
        world.stores.feedLeases().acquire(caller.vendor().id(), "other-node", now, now.plus(Duration.ofMinutes(2)));
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        assertFailedWith(runNow(), "lease_lost", false);
        assertThat(world.fetcher.requests()).isEmpty();
    }

    /**
     * Another node takes the lease of a run that outlived it, as a node does since decision 0410: the run is journaled
     * dropped first, so the run, finding its lease lost, answers that row and does not journal itself again.
     */
    @Test
    void leaseTakenOverDuringTheRunIsJournaledOnceAsDroppedAndNothingIsApplied() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"))).whileFetching(() -> {
            world.clock.advance(Duration.ofMinutes(3));
            Instant now = world.clock.instant();
            assertThat(world.useCases.recordDroppedRuns().recordDropped()).isEqualTo(1);
            assertThat(world.stores.feedLeases().acquire(caller.vendor().id(), "other-node", now,
                    now.plus(Duration.ofMinutes(2)))).isPresent();
        });
        assertFailedWith(runNow(), "lease_expired", false);
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).hasSize(1);
    }

    @Test
    void clockPastTheLeaseBeforeCommitIsLeaseExpiredAndNothingIsApplied() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")))
                .whileFetching(() -> world.clock.advance(RunFeedPullService.LEASE));
        assertFailedWith(runNow(), "lease_expired", false);
    }

    /** Decision 0606: "a run was started and had to be dropped before it finished; the next scheduled run retries". */
    @Test
    void aFetchCutShortByTheOrderlyStopIsLeaseExpiredWithoutNotificationAndGivesItsLeaseBack() {
        world.fetcher.stopping();
        assertFailedWith(runNow(), "lease_expired", false);
        Instant now = world.clock.instant();
        assertThat(world.stores.feedLeases().acquire(caller.vendor().id(), "another node", now, now.plusSeconds(60)))
                .as("another node's run may begin at once, not lease_lost").isPresent();
    }

    @Test
    void aScheduledRunCutShortByTheOrderlyStopIsJournaledLeaseExpiredAndTomorrowStaysArmed() {
        world.clock.set(Instant.parse("2026-03-03T04:00:00Z"));
        world.fetcher.stopping();
        FeedRun run = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned()).run().orElseThrow();
        assertFailedWith(run, "lease_expired", false);
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(Instant.parse("2026-03-04T04:00:00Z"));
    }

    @Test
    void leaseIsReleasedAfterTheRun() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        runNow();
        Instant now = world.clock.instant();
        assertThat(world.stores.feedLeases().acquire(caller.vendor().id(), "next", now, now.plusSeconds(60))).isPresent();
    }

    @Test
    void runNowWithoutFeedSettingsIsAConflictThatLeavesNoJournalRowOrNotification() {
        world.stores.feedSettings().delete(caller.vendor().id());

        AdminResult<FeedRun> refused = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(refused).isInstanceOf(AdminResult.Conflict.class);
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).isEmpty();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
        assertThat(world.fetcher.requests()).isEmpty();
    }

    @Test
    void runNowOfAnUnknownVendorIsNotFound() {
        assertThat(world.useCases.runFeedPull().runNow("no-such-vendor")).isInstanceOf(AdminResult.NotFound.class);
    }

    @Test
    void scheduledRunArmsTheNextDailyRun() {
        world.clock.set(Instant.parse("2026-03-02T04:30:00Z"));
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        FeedRun run = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned()).run().orElseThrow();
        assertThat(run.status()).isEqualTo(RequestStatus.SUCCEEDED);
        // 06:00 in Kyiv (UTC+2 in March before the switch) is 04:00Z; the next one is the following day.
        Instant next = Instant.parse("2026-03-03T04:00:00Z");
        assertThat(world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().nextRunAt()).isEqualTo(next);
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(next);
    }

    @Test
    void failedScheduledRunStillArmsTheNextRunAndIsDue() {
        world.clock.set(Instant.parse("2026-03-03T04:00:00Z"));
        assertThat(world.scheduler.due(world.clock.instant())).contains(caller.vendor().id());
        world.fetcher.failing(PullRunCode.TIMEOUT, OptionalInt.empty());
        FeedRun run = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned()).run().orElseThrow();
        assertThat(run.code()).contains("timeout");
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(Instant.parse("2026-03-04T04:00:00Z"));
        assertThat(world.scheduler.due(world.clock.instant())).doesNotContain(caller.vendor().id());
    }

    @Test
    void aScheduledRunArmsTomorrowBeforeItFetchesSoAProcessKilledMidRunLeavesTheNextDayPlanned() {
        world.clock.set(Instant.parse("2026-03-02T04:00:00Z"));
        java.util.concurrent.atomic.AtomicReference<Optional<Instant>> armedWhileFetching =
                new java.util.concurrent.atomic.AtomicReference<>();
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")))
                .whileFetching(() -> armedWhileFetching.set(world.scheduler.pendingRun(caller.vendor().id())));

        world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned());

        assertThat(armedWhileFetching.get()).contains(Instant.parse("2026-03-03T04:00:00Z"));
    }

    @Test
    void aTriggerArmedForSettingsSinceReplacedRunsNothingAndTheSettingsOwnRunIsArmed() {
        Instant planned = planned();
        world.clock.set(planned.minus(Duration.ofHours(1)));

        Optional<FeedRun> stale = world.useCases.runFeedPull().runScheduled(caller.vendor().id(),
                planned.minus(Duration.ofHours(1))).run();

        assertThat(stale).isEmpty();
        assertThat(world.fetcher.requests()).isEmpty();
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.of(Source.FEED), 10)).isEmpty();
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(planned);
    }

    /**
     * No feed ran since the settings' own instant passed unarmed: that run never started, so it is armed again at its
     * instant and fires once (decision 0603, amended in session 29); the stale trigger runs nothing.
     */
    @Test
    void aStaleTriggerAfterTheSettingsOwnInstantPassedUnarmedArmsThatMissedRunAgain() {
        Instant planned = planned();
        world.scheduler.unschedule(caller.vendor().id());
        world.clock.set(planned.plus(Duration.ofHours(2)));

        world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned.minus(Duration.ofHours(5)));

        assertThat(world.fetcher.requests()).isEmpty();
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(planned);
        assertThat(world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().nextRunAt()).isEqualTo(planned);
    }

    private void setActive(boolean active) {
        assertThat(world.useCases.manageVendors().update(caller.vendor().slug(), Optional.of(active), Optional.empty()))
                .isInstanceOf(AdminResult.Ok.class);
    }

    private void assertNothingKept() {
        assertThat(storedPrice()).isEqualByComparingTo("100");
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.empty(), 10)).isEmpty();
        assertThat(world.stores.notifications().forVendor(caller.vendor().id())).isEmpty();
    }

    @Test
    void aScheduledRunOfAnInactiveVendorFetchesNothingJournalsNothingAndTheScheduleGoesOnUntilItIsActiveAgain() {
        Instant planned = planned();
        world.clock.set(planned);
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        setActive(false);

        ScheduledRun outcome = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned);

        assertThat(outcome).isEqualTo(new ScheduledRun.VendorInactive(caller.vendor().slug(), false));
        assertThat(world.fetcher.requests()).isEmpty();
        assertNothingKept();
        Instant next = planned.plus(Duration.ofDays(1));
        assertThat(world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().nextRunAt()).isEqualTo(next);
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(next);

        setActive(true);
        world.clock.set(next);
        FeedRun resumed = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), next).run().orElseThrow();
        assertThat(resumed.status()).as("the next daily run, nothing re-armed by hand")
                .isEqualTo(RequestStatus.SUCCEEDED);
        assertThat(storedPrice()).isEqualByComparingTo("120");
    }

    @Test
    void runNowOfAnInactiveVendorIsAConflictThatFetchesNothing() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")));
        setActive(false);

        AdminResult<FeedRun> refused = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(refused).isInstanceOfSatisfying(AdminResult.Conflict.class, conflict ->
                assertThat(conflict.detail()).contains(caller.vendor().slug()).contains("inactive"));
        assertThat(world.fetcher.requests()).isEmpty();
        assertNothingKept();
    }

    @Test
    void aVendorDeactivatedWhileItsFeedIsFetchedHasNothingAppliedJournaledOrNotified() {
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"))).whileFetching(() -> setActive(false));

        AdminResult<FeedRun> refused = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(refused).isInstanceOfSatisfying(AdminResult.Conflict.class, conflict ->
                assertThat(conflict.detail()).contains("became inactive during the run"));
        assertThat(world.fetcher.requests()).hasSize(1);
        assertNothingKept();
        Instant now = world.clock.instant();
        assertThat(world.stores.feedLeases().acquire(caller.vendor().id(), "next", now, now.plusSeconds(60)))
                .as("the dropped run gave its lease back").isPresent();
    }

    @Test
    void aVendorDeactivatedWhileItsFeedAnswersNotModifiedHasNoRunJournaled() {
        world.fetcher.answeringNotModified().whileFetching(() -> setActive(false));

        AdminResult<FeedRun> refused = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(refused).isInstanceOfSatisfying(AdminResult.Conflict.class, conflict ->
                assertThat(conflict.detail()).contains("became inactive during the run"));
        assertNothingKept();
    }

    @Test
    void aNotModifiedAnswerOfAnActiveVendorIsJournaledAsASucceededRunThatAppliedNothing() {
        world.fetcher.answeringNotModified();

        AdminResult<FeedRun> ran = world.useCases.runFeedPull().runNow(caller.vendor().slug());

        assertThat(ran).isInstanceOfSatisfying(AdminResult.Ok.class, ok -> {
            FeedRun run = (FeedRun) ok.value();
            assertThat(run.code()).contains("not_modified");
            assertThat(run.applied()).isZero();
        });
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.of(Source.FEED), 10))
                .singleElement().satisfies(entry -> assertThat(entry.code()).contains("not_modified"));
        assertThat(storedPrice()).isEqualByComparingTo("100");
    }

    @Test
    void aScheduledRunWhoseVendorIsDeactivatedDuringTheFetchAppliesNothingAndSaysSo() {
        Instant planned = planned();
        world.clock.set(planned);
        world.fetcher.answering(items(Rows.priceUpdate("A", "120"))).whileFetching(() -> setActive(false));

        ScheduledRun outcome = world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned);

        assertThat(outcome).isEqualTo(new ScheduledRun.VendorInactive(caller.vendor().slug(), true));
        assertNothingKept();
        assertThat(world.scheduler.pendingRun(caller.vendor().id())).contains(planned.plus(Duration.ofDays(1)));
    }

    private Instant planned() {
        return world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().nextRunAt();
    }

    @Test
    void scheduledRunOfAVendorWithoutSettingsDoesNothing() {
        Instant planned = planned();
        world.stores.feedSettings().delete(caller.vendor().id());
        assertThat(world.useCases.runFeedPull().runScheduled(caller.vendor().id(), planned).run()).isEmpty();
        assertThat(world.stores.journal().list(caller.vendor().id(), Optional.of(Source.FEED), 10)).isEmpty();
    }
}
