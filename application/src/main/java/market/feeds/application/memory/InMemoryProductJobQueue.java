package market.feeds.application.memory;

import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.model.JobState;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.out.ProductJobQueue;

/** The product-job queue held in memory, oldest job first; thread-safe. */
public final class InMemoryProductJobQueue implements ProductJobQueue {

    private final Map<String, ProductJob> jobs = new LinkedHashMap<>();
    private final Map<String, Lease> leases = new HashMap<>();

    private record Lease(String workerId, Instant until) {
    }

    @Override
    public synchronized void enqueue(ProductJob job) {
        if (jobs.containsKey(job.id())) {
            throw new IllegalStateException("job " + job.id() + " exists");
        }
        jobs.put(job.id(), job);
    }

    @Override
    public synchronized Optional<ProductJob> byId(String jobId) {
        return Optional.ofNullable(jobs.get(jobId));
    }

    @Override
    public synchronized int openJobs(String vendorId) {
        return (int) jobs.values().stream().filter(job -> job.vendorId().equals(vendorId) && job.state().open()).count();
    }

    /** The queued and running jobs now, for the backlog read model. */
    synchronized List<ProductJob> open() {
        return jobs.values().stream().filter(job -> job.state().open()).toList();
    }

    @Override
    public synchronized Optional<ProductJob> claimNext(String workerId, Instant now, Instant leaseUntil) {
        Optional<ProductJob> next = jobs.values().stream()
                .filter(job -> job.state() == JobState.QUEUED
                        || job.state() == JobState.RUNNING && !leases.get(job.id()).until().isAfter(now))
                .min(Comparator.comparing(ProductJob::createdAt));
        next.ifPresent(job -> {
            jobs.put(job.id(), with(job, JobState.RUNNING, job.recognised(), job.unrecognised()));
            leases.put(job.id(), new Lease(workerId, leaseUntil));
        });
        return next.map(job -> jobs.get(job.id()));
    }

    @Override
    public synchronized boolean complete(String jobId, String workerId, int recognised, int unrecognised) {
        ProductJob job = jobs.get(jobId);
        Lease lease = leases.get(jobId);
        if (job == null || job.state() != JobState.RUNNING || lease == null || !lease.workerId().equals(workerId)) {
            return false;
        }
        jobs.put(jobId, with(job, JobState.DONE, recognised, unrecognised));
        leases.remove(jobId);
        return true;
    }

    @Override
    public synchronized int purgeFinishedCreatedBefore(Instant cutoff) {
        int before = jobs.size();
        jobs.values().removeIf(job -> !job.state().open() && job.createdAt().isBefore(cutoff));
        return before - jobs.size();
    }

    private static ProductJob with(ProductJob job, JobState state, int recognised, int unrecognised) {
        return new ProductJob(job.id(), job.vendorId(), job.requestId(), state, job.rows(), recognised, unrecognised,
                job.createdAt());
    }
}
