package market.feeds.application.memory;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.JobState;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.out.BacklogReadModel;
import market.feeds.domain.position.PositionState;

/** The backlogs counted over the in-memory job queue and positions. */
final class InMemoryBacklogReadModel implements BacklogReadModel {

    private final InMemoryProductJobQueue jobs;
    private final InMemoryPositionStore positions;

    InMemoryBacklogReadModel(InMemoryProductJobQueue jobs, InMemoryPositionStore positions) {
        this.jobs = jobs;
        this.positions = positions;
    }

    @Override
    public Backlog read() {
        List<ProductJob> open = jobs.open();
        List<ProductJob> queued = open.stream().filter(job -> job.state() == JobState.QUEUED).toList();
        Optional<Instant> oldest = queued.stream().map(ProductJob::createdAt).min(Instant::compareTo);
        return new Backlog(queued.size(), open.size() - queued.size(), oldest,
                positions.countIn(PositionState.AWAITING_REVIEW), positions.countIn(PositionState.PENDING_CATALOG));
    }
}
