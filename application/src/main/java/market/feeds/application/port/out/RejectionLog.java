package market.feeds.application.port.out;

import java.util.List;
import market.feeds.domain.Rejection;

/** Stored rejections of a request (the first {@link market.feeds.domain.RejectionWindow#STORED}), pageable by item index. */
public interface RejectionLog {

    /** Stores the given rejections (already at most {@code RejectionWindow.STORED}, ordered by index) in one batch. */
    void store(String requestId, List<Rejection> rejections);

    /** Rejections ordered by index, skipping {@code offset}, at most {@code limit}. */
    List<Rejection> page(String requestId, int offset, int limit);

    /** Deletes the stored rejections of requests created before {@code cutoff}; returns how many rows. */
    int purgeStoredBefore(java.time.Instant cutoff);
}
