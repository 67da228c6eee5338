package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import market.feeds.application.port.in.RecordDroppedRunsUseCase;

/**
 * The round of dropped feed runs (decision 0410): this process's leases the database was away to take back are given
 * back first, so their runs are journaled in this round rather than once they expire; then every run whose lease
 * ended unsettled at least {@link #GRACE} ago is journaled {@code lease_expired}.
 */
final class RecordDroppedRunsService implements RecordDroppedRunsUseCase {

    /**
     * How long past its lease a run may still be finishing before it counts as dropped: a run that outlives its lease
     * journals itself ({@code lease_expired} at its verify), with its own end time.
     */
    static final Duration GRACE = Duration.ofMinutes(1);

    private final DroppedRuns droppedRuns;
    private final UnreleasedLeases unreleased;
    private final Clock clock;

    RecordDroppedRunsService(DroppedRuns droppedRuns, UnreleasedLeases unreleased, Clock clock) {
        this.droppedRuns = droppedRuns;
        this.unreleased = unreleased;
        this.clock = clock;
    }

    @Override
    public int recordDropped() {
        Instant now = Timestamps.now(clock);
        unreleased.retry(now);
        return droppedRuns.record(Optional.empty(), now.minus(GRACE)).journaled();
    }
}
