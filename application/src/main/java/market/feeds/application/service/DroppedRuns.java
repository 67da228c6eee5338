package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Source;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedRunLeases.DroppedRun;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.Transactions;
import market.feeds.domain.code.PullRunCode;

/**
 * Feed runs that took their lease and ended without their journal row (a process killed mid-run, the database away
 * when the run ended) are journaled {@code lease_expired}: "a run was started and had to be dropped before it
 * finished" (vendor contract), under the run's own request id. "Every run leaves a row" holds for them too
 * (decision 0410). No notification: the code is the service's own.
 */
final class DroppedRuns {

    private final FeedRunLeases leases;
    private final Transactions transactions;
    private final RequestJournal journal;
    private final Clock clock;

    DroppedRuns(FeedRunLeases leases, Transactions transactions, RequestJournal journal, Clock clock) {
        this.leases = leases;
        this.transactions = transactions;
        this.journal = journal;
        this.clock = clock;
    }

    /**
     * Settles the runs whose lease ended unsettled by {@code endedBy} and journals each, all in one transaction: a
     * round that cannot journal leaves them for the next. A run that journaled itself after all (a row that raced the
     * round) keeps its own row: {@code recordFirst} writes nothing then.
     */
    Swept record(Optional<String> vendorId, Instant endedBy) {
        return transactions.inTransaction(() -> {
            List<DroppedRun> dropped = leases.takeDropped(vendorId, endedBy);
            Instant now = Timestamps.now(clock);
            int journaled = 0;
            for (DroppedRun run : dropped) {
                boolean recorded = journal.recordFirst(JournalEntries.failed(run.runId(), run.vendorId(), Source.FEED,
                        JournalEntry.FEED_ENDPOINT, false, run.startedAt(), now, PullRunCode.LEASE_EXPIRED.wire(),
                        OptionalInt.empty()));
                journaled += recorded ? 1 : 0;
            }
            return new Swept(dropped.size(), journaled);
        });
    }

    /**
     * @param settled   how many leases were settled, so that the vendor's lease may now be taken
     * @param journaled how many of their runs were journaled here rather than by themselves
     */
    record Swept(int settled, int journaled) {
    }
}
