package market.feeds.application.port.out;

import java.time.Instant;

/** Arms a vendor's next scheduled pull, once across all processes. */
public interface PullScheduler {

    /** Replaces any pending run of the vendor with one at {@code at}. */
    void schedule(String vendorId, Instant at);

    void unschedule(String vendorId);
}
