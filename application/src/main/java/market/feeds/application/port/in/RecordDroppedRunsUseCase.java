package market.feeds.application.port.in;

/**
 * Journals the feed runs that were dropped before they could journal themselves (a process killed mid-run, the
 * database away when a run ended) as {@code lease_expired} once their lease has ended (decision 0410). Run by every
 * process every minute, whether or not it runs the schedule: "run now" works on every node.
 */
public interface RecordDroppedRunsUseCase {

    /** @return how many runs this round journaled */
    int recordDropped();
}
