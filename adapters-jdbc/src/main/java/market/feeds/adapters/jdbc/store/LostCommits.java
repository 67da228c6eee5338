package market.feeds.adapters.jdbc.store;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * What became of a unit whose COMMIT lost its answer, asked of PostgreSQL by the unit's transaction id
 * ({@code txid_status}), so that a 503 still means "nothing applied" (operations contract, "When the service itself
 * cannot serve") where no journal row tells (decision 0407 amended).
 */
final class LostCommits {

    enum Outcome { COMMITTED, ROLLED_BACK, UNKNOWN }

    /** As long as a backend whose client vanished may take to finish its COMMIT (the pooled lock timeout). */
    static final Duration PATIENCE = Duration.ofSeconds(5);
    private static final long POLL_MILLIS = 50;

    private LostCommits() {
    }

    /** The unit's transaction id if it wrote anything (a unit that only read has none, and nothing to lose). */
    static OptionalLong assignedXid(Handle unit) {
        Optional<Long> xid = unit.createQuery("SELECT txid_current_if_assigned()").mapTo(Long.class).findOne();
        return xid.map(OptionalLong::of).orElseGet(OptionalLong::empty);
    }

    /** Asked on a connection of its own; UNKNOWN when the database cannot be asked or the unit has not ended. */
    static Outcome outcome(Jdbi jdbi, long xid) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        try {
            while (true) {
                String status = jdbi.withHandle(h -> h.createQuery("SELECT txid_status(:xid)").bind("xid", xid)
                        .mapTo(String.class).findOne().orElse(null));
                if ("committed".equals(status)) {
                    return Outcome.COMMITTED;
                }
                if ("aborted".equals(status)) {
                    return Outcome.ROLLED_BACK;
                }
                // "in progress": the backend is still finishing; null: too old to tell, which cannot be the case here.
                if (status == null || System.nanoTime() > deadline) {
                    return Outcome.UNKNOWN;
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Outcome.UNKNOWN;
        } catch (RuntimeException unreachable) {
            return Outcome.UNKNOWN;
        }
    }
}
