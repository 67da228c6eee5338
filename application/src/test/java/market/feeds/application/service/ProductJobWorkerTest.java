package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.ok;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JobState;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;

/** The worker matches a job's positions: recognised ones get a suggestion, the rest go to the catalogue team. */
class ProductJobWorkerTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();

    @Test
    void recognisedPositionsAwaitReviewWithASuggestionAndOthersArePendingCatalogue() {
        List<String> ids = ok(world.useCases.manageCatalog().addAll(List.of(
                new NewCatalogProduct("DKC 3730 hybrid corn", "DEKALB", "seeds", Optional.empty()),
                new NewCatalogProduct("Hybrid corn DKC 3730", "Dekalb", "fertilizers", Optional.empty()))));
        ProductFeedResult feed = completed(world.useCases.submitProductFeed().submit(real(caller,
                items(Rows.product("A-1", "Hybrid corn, DKC 3730", "10"), Rows.product("B-2", "Something else", "10")))));

        assertThat(world.useCases.workProductJobs().workOne("w1")).isTrue();

        Position recognised = world.stores.positions().list(caller.vendor().id(), Optional.empty(),
                Optional.of("A-1"), WHOLE).get(0);
        assertThat(recognised.state()).isEqualTo(PositionState.AWAITING_REVIEW);
        assertThat(recognised.suggestedCatalogProductId()).contains(ids.get(0));
        Position unknown = world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.of("B-2"),
                WHOLE).get(0);
        assertThat(unknown.state()).isEqualTo(PositionState.PENDING_CATALOG);
        ProductJob job = ok(world.useCases.reviewPositions().job(feed.jobId().orElseThrow()));
        assertThat(job.state()).isEqualTo(JobState.DONE);
        assertThat(job.recognised()).isEqualTo(1);
        assertThat(job.unrecognised()).isEqualTo(1);
    }

    @Test
    void emptyQueueIsNoWork() {
        assertThat(world.useCases.workProductJobs().workOne("w1")).isFalse();
    }

    @Test
    void jobsAreWorkedOldestFirstOneAtATime() {
        ProductFeedResult first = completed(world.useCases.submitProductFeed().submit(real(caller, items(Rows.product("A")))));
        world.clock.advance(java.time.Duration.ofSeconds(1));
        ProductFeedResult second = completed(world.useCases.submitProductFeed().submit(real(caller, items(Rows.product("B")))));
        world.useCases.workProductJobs().workOne("w1");
        assertThat(world.stores.jobs().byId(first.jobId().get()).orElseThrow().state()).isEqualTo(JobState.DONE);
        assertThat(world.stores.jobs().byId(second.jobId().get()).orElseThrow().state()).isEqualTo(JobState.QUEUED);
    }
}
