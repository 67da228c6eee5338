package market.feeds.application.service;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.testing.FakeSecretBox;
import market.feeds.application.testing.FeedFixture;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import org.junit.jupiter.api.Test;

/**
 * Decision 0601, amended in session 32: the pull asks its conditions only when the operator turned the conditional
 * GET on; by default every run is the vendor contract's plain GET, even for a feed that sent validators before.
 */
class PullConditionalGetTest {

    private static final FeedValidators SERVED = new FeedValidators(Optional.of("\"offers-v1\""),
            Optional.of("Tue, 24 Nov 2026 05:00:00 GMT"));

    @Test
    void byDefaultTheSecondRunOfAFeedWithValidatorsAsksNoCondition() {
        InMemoryWorld world = new InMemoryWorld();

        FeedRequest second = secondRequestOf(world);

        assertThat(second.validators()).isEqualTo(FeedValidators.none());
    }

    @Test
    void withTheConditionalGetOnTheSecondRunSendsTheValidatorsOfTheFirst() {
        InMemoryWorld world = new InMemoryWorld(UseCases.Settings.defaults()
                .withPullConditionalGet(ConditionalGet.ON));

        FeedRequest second = secondRequestOf(world);

        assertThat(second.validators()).isEqualTo(SERVED);
    }

    @Test
    void validatorsRecordedWhileTheConditionalGetWasOffAreSentOnceItIsTurnedOn() {
        InMemoryWorld off = new InMemoryWorld();
        Caller caller = vendorWithFeedAndOffer(off);
        off.fetcher.answering(items(Rows.priceUpdate("A", "120")), SERVED);
        FeedRun first = ok(off.useCases.runFeedPull().runNow(caller.vendor().slug()));
        assertThat(first.applied()).isEqualTo(1);

        UseCases turnedOn = new UseCases(off.stores, new UseCases.Surroundings(off.clock, new UuidIdGenerator(),
                new SecureRandom(), new FakeSecretBox(), off.fetcher,
                off.resolver, off.scheduler), UseCases.Settings.defaults().withPullConditionalGet(ConditionalGet.ON));
        ok(turnedOn.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(off.fetcher.requests()).last().extracting(FeedRequest::validators).isEqualTo(SERVED);
    }

    private static FeedRequest secondRequestOf(InMemoryWorld world) {
        Caller caller = vendorWithFeedAndOffer(world);
        world.fetcher.answering(items(Rows.priceUpdate("A", "120")), SERVED);
        FeedRun first = ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));
        assertThat(first.applied()).as("the first run applies its row without rejections").isEqualTo(1);

        ok(world.useCases.runFeedPull().runNow(caller.vendor().slug()));

        assertThat(world.fetcher.requests()).hasSize(2);
        assertThat(world.fetcher.requests().get(0).validators()).isEqualTo(FeedValidators.none());
        return world.fetcher.requests().get(1);
    }

    private static Caller vendorWithFeedAndOffer(InMemoryWorld world) {
        Caller caller = world.newCaller();
        FeedFixture.vendorWithFeedAndOffer(world.useCases, world.resolver, caller);
        return caller;
    }
}
