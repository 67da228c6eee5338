package market.feeds.application.port.in;

/** The product-job worker's step: claim one job, match its positions against the catalogue, finish it. */
public interface WorkProductJobsUseCase {

    /** @return true when a job was worked (call again at once), false when the queue was empty */
    boolean workOne(String workerId);
}
