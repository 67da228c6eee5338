package market.feeds.application.port.out;

import java.time.Instant;
import java.util.Optional;

/** Arms a vendor's next scheduled pull, once across all processes. */
public interface PullScheduler {

    /** Replaces any pending run of the vendor with one at {@code at}. */
    void schedule(String vendorId, Instant at);

    void unschedule(String vendorId);

    /** The instant of the vendor's armed run, empty when none is armed (a fired one-shot run no longer is). */
    Optional<Instant> pendingRun(String vendorId);
}
