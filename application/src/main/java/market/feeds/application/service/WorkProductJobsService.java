package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.in.WorkProductJobsUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.Transactions;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.catalog.CatalogIndex;
import market.feeds.domain.position.PositionState;

/**
 * The product-job worker's step: claim a job, load the catalogue candidates of all its positions in one
 * query, and record a suggestion or send the position to the catalogue team; all in one transaction.
 */
public final class WorkProductJobsService implements WorkProductJobsUseCase {

    /** Long enough for 5000 rows; a worker that dies gives the job back when it runs out. */
    static final Duration LEASE = Duration.ofMinutes(5);

    private final ProductJobQueue jobs;
    private final PositionStore positions;
    private final CatalogStore catalog;
    private final Transactions transactions;
    private final Clock clock;

    public WorkProductJobsService(ProductJobQueue jobs, PositionStore positions, CatalogStore catalog,
                                  Transactions transactions, Clock clock) {
        this.jobs = jobs;
        this.positions = positions;
        this.catalog = catalog;
        this.transactions = transactions;
        this.clock = clock;
    }

    @Override
    public boolean workOne(String workerId) {
        return transactions.inTransaction(() -> {
            Instant now = Timestamps.now(clock);
            Optional<ProductJob> claimed = jobs.claimNext(workerId, now, now.plus(LEASE));
            if (claimed.isEmpty()) {
                return false;
            }
            ProductJob job = claimed.get();
            positions.holdForWriting(job.vendorId());
            List<Position> waiting = positions.forJob(job.id()).stream()
                    .filter(position -> position.state() == PositionState.AWAITING_REVIEW)
                    .toList();
            Set<BrandInCategory> wanted = waiting.stream()
                    .map(position -> BrandInCategory.of(position.category(), position.brand()))
                    .collect(Collectors.toSet());
            List<CatalogEntry> candidates = waiting.isEmpty() ? List.of() : catalog.candidates(wanted);
            CatalogIndex index = CatalogIndex.of(candidates);
            List<Position> matched = new ArrayList<>(waiting.size());
            int recognised = 0;
            for (Position position : waiting) {
                Optional<String> suggestion = index.match(position.name(), position.brand(), position.category());
                if (suggestion.isPresent()) {
                    recognised++;
                    matched.add(PositionEdits.suggested(position, suggestion.get()));
                } else {
                    matched.add(position.unrecognised());
                }
            }
            if (!matched.isEmpty()) {
                positions.updateAll(matched);
            }
            jobs.complete(job.id(), workerId, recognised, waiting.size() - recognised);
            return true;
        });
    }
}
