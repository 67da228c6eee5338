package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.Notification;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;

/** Operator API and console: the vendor's request journal and notifications, newest first. */
public interface ReadJournalUseCase {

    int DEFAULT_LIMIT = 50;
    int MAX_LIMIT = 500;

    AdminResult<List<JournalEntry>> journal(String vendorSlug, Optional<Source> source, Optional<Integer> limit);

    /**
     * The operator API's journal, walked by a script: at most {@code limit} entries (default {@link #DEFAULT_LIMIT},
     * 1 to {@link #MAX_LIMIT}, else invalid at {@code /limit}) of the query's source and status, newest first, strictly
     * older than the request {@code before} when given. A {@code before} the vendor's journal does not hold is not
     * found, never an empty page that would read as the journal's end. The page's {@code older} is where the next one
     * starts; its {@code newer} is not offered to scripts, which start over at the newest.
     */
    AdminResult<JournalPage> journal(String vendorSlug, JournalQuery query);

    AdminResult<List<Notification>> notifications(String vendorSlug);

    /**
     * One page of the journal as the console leafs through it: newest first, filtered by source and outcome (each:
     * any when empty), starting at {@code place}; {@code limit} is cut to 1 to {@link #MAX_LIMIT}.
     */
    AdminResult<JournalPage> page(String vendorSlug, Optional<Source> source, Optional<RequestStatus> status,
                                  JournalPlace place, int limit);

    /** What an operator's script asks of the journal; each filter: any when empty. */
    record JournalQuery(Optional<Source> source, Optional<RequestStatus> status, Optional<String> before,
                        Optional<Integer> limit) {
    }

    /**
     * @param older the place of the page after this one, when older entries of the filter follow
     * @param newer the place of the page before this one, when newer entries of the filter precede
     */
    record JournalPage(List<JournalEntry> entries, Optional<JournalPlace> older, Optional<JournalPlace> newer) {
        public JournalPage {
            entries = List.copyOf(entries);
        }
    }
}
