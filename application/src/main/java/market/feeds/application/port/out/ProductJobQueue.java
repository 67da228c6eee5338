package market.feeds.application.port.out;

import java.time.Instant;
import java.util.Optional;
import market.feeds.application.model.ProductJob;

/**
 * The queue of product matching jobs, worked by one worker in each process. A job claimed by a worker that
 * died (its lease ran out) can be claimed again.
 */
public interface ProductJobQueue {

    void enqueue(ProductJob job);

    Optional<ProductJob> byId(String jobId);

    /** Number of the vendor's queued or running jobs. */
    int openJobs(String vendorId);

    /** Claims the oldest queued job, or a running one whose lease expired, leasing it until {@code leaseUntil}. */
    Optional<ProductJob> claimNext(String workerId, Instant now, Instant leaseUntil);

    /** Marks the job done with its counts, if this worker still holds it; false otherwise. */
    boolean complete(String jobId, String workerId, int recognised, int unrecognised);

    /**
     * Deletes the done or failed jobs created before {@code cutoff}, never a queued or running one however old;
     * returns how many. Safe to run on several nodes at once.
     */
    int purgeFinishedCreatedBefore(Instant cutoff);
}
