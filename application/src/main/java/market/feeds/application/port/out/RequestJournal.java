package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;

/** The vendor's request journal: API write requests and feed runs. */
public interface RequestJournal {

    void record(JournalEntry entry);

    /**
     * Records {@code entry} unless the journal holds a row with its request id; true when it recorded. Executed at
     * once, not with the unit's commit, so the answer is known inside the unit. A row of the same id that another unit
     * has written but not committed makes it wait for that unit to end: two recordings of one request never both
     * commit. A feed run and whoever journals it as dropped are fenced this way (decision 0410).
     */
    boolean recordFirst(JournalEntry entry);

    Optional<JournalEntry> find(String vendorId, String requestId);

    /** Newest first. */
    List<JournalEntry> list(String vendorId, Optional<Source> source, int limit);

    /**
     * At most {@code limit} of the vendor's entries of {@code source} and {@code status} (each: any when empty), in
     * the order of {@link #list}, starting next to {@code place}'s request and nearest to it first: the newest ones,
     * the ones just older than the request (newest first), or the ones just newer (oldest first). A request the
     * vendor's journal does not hold (another vendor's, one purged since) is no place: the answer is empty.
     */
    List<JournalEntry> leaf(String vendorId, Optional<Source> source, Optional<RequestStatus> status,
                            JournalPlace place, int limit);

    /**
     * Deletes the entries created before {@code cutoff}, with their stored rejections and any idempotency record that
     * names them; returns how many entries. Safe to run on several nodes at once.
     */
    int purgeCreatedBefore(Instant cutoff);
}
