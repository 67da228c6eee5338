package market.feeds.adapters.jdbc.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Instant;
import java.util.Optional;
import java.util.function.UnaryOperator;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSave;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.StorageFailure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Feed settings and their armed run change together or not at all (decision 0603): a 503 for a run that could not
 * be armed means that nothing was applied, as operations contract §3 says of every 503.
 */
@ExtendWith(FreshSchemaExtension.class)
class FeedSettingsOnPostgresTest {

    private static final String URL = "https://feeds.agrovendor.com/offers.json";

    private final FailingScheduler scheduler = new FailingScheduler();
    private final PgWorld world;

    FeedSettingsOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource(), UnaryOperator.identity(), scheduler);
        world.resolver.resolving("feeds.agrovendor.com", "93.184.216.34");
    }

    @Test
    void aSaveWhoseRunCannotBeArmedLeavesTheSettingsAsTheyWere() {
        Caller caller = world.newCaller();
        assertThat(world.useCases.manageFeed().save(caller.vendor().slug(), URL, 6, "UTC", TokenChange.REMOVE))
                .isInstanceOf(FeedSave.Saved.class);

        scheduler.failing = true;
        Throwable refused = catchThrowable(() -> world.useCases.manageFeed().save(caller.vendor().slug(), URL, 9,
                "UTC", TokenChange.REMOVE));

        assertThat(refused).isInstanceOf(StorageFailure.class);
        assertThat(world.stores.feedSettings().find(caller.vendor().id()).orElseThrow().hour()).isEqualTo(6);
    }

    @Test
    void aDeleteWhoseRunCannotBeUnarmedKeepsTheSettings() {
        Caller caller = world.newCaller();
        world.useCases.manageFeed().save(caller.vendor().slug(), URL, 6, "UTC", TokenChange.REMOVE);

        scheduler.failing = true;
        Throwable refused = catchThrowable(() -> world.useCases.manageFeed().delete(caller.vendor().slug()));

        assertThat(refused).isInstanceOf(StorageFailure.class);
        assertThat(world.stores.feedSettings().find(caller.vendor().id())).isPresent();
    }

    /** The job store away: arming and disarming fail as the Quartz adapter reports it. */
    private static final class FailingScheduler implements PullScheduler {
        private final InMemoryPullScheduler armed = new InMemoryPullScheduler();
        private volatile boolean failing;

        @Override
        public void schedule(String vendorId, Instant at) {
            failIfAway();
            armed.schedule(vendorId, at);
        }

        @Override
        public void unschedule(String vendorId) {
            failIfAway();
            armed.unschedule(vendorId);
        }

        @Override
        public Optional<Instant> pendingRun(String vendorId) {
            return armed.pendingRun(vendorId);
        }

        private void failIfAway() {
            if (failing) {
                throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "scheduling the pull failed", null);
            }
        }
    }
}
