package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.application.model.RateLogRead;
import market.feeds.domain.limit.RateBucket;

/** Each vendor bucket's log of recently admitted requests, shared by every process on the database. */
public interface RateCounterStore {

    /**
     * Reads the bucket's log (oldest first, empty when none), lets {@code decide} judge it and stores the log it
     * returns, all as one atomic step: no other update of the same bucket, in any process, comes in between.
     * Runs on its own, never inside the caller's transaction, so the log is never held back or rolled back with it.
     * Instants are kept to the microsecond. {@code decide} may run more than once: when another update of the
     * bucket came in between, its log is dropped and it judges the newer log again; what is returned and stored is
     * always the judgement of the log it was stored over. So it must have no effect but its result.
     */
    default <T> T update(String vendorId, RateBucket bucket, Function<List<Instant>, LogUpdate<T>> decide) {
        return update(vendorId, bucket, Optional.empty(), decide);
    }

    /**
     * As {@link #update(String, RateBucket, Function)}, starting from {@code readAhead} when given: a read of the same
     * bucket's log made earlier in the request (with the caller's key, decision 0813), judged first instead of a
     * read of its own. Its judgement is stored only over the version it was read at; when the log changed since, it
     * is dropped like any overtaken judgement and the current log is read and judged. A store may ignore it.
     */
    <T> T update(String vendorId, RateBucket bucket, Optional<RateLogRead> readAhead,
                 Function<List<Instant>, LogUpdate<T>> decide);

    /** Deletes the logs that hold no request at or after {@code cutoff}; returns how many. */
    int purgeLogsIdleBefore(Instant cutoff);

    /** The log to store in place of the one read, and what the caller of {@code update} gets back. */
    record LogUpdate<T>(List<Instant> newLog, T result) {

        public LogUpdate {
            newLog = List.copyOf(Objects.requireNonNull(newLog, "newLog"));
        }
    }
}
