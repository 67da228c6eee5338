package market.feeds.bootstrap.background;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.port.in.RecordDroppedRunsUseCase;
import market.feeds.application.port.in.WorkProductJobsUseCase;
import market.feeds.application.port.out.StorageFailure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The process's own background loops: the product-job worker (every process works the shared queue), the
 * periodic cleanup, and the loops the wiring adds (clock check, pull reconciliation, dropped feed runs). Each is a
 * driven adapter of its use case; correctness across processes lives in the database (SKIP LOCKED claims,
 * idempotent purges).
 */
public final class BackgroundWork implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundWork.class);
    private static final String JOB_WORKER = "product job worker";

    private final LoopOutages outages = new LoopOutages();

    private final ScheduledExecutorService executor = Executors.newScheduledThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "feeds-background");
        thread.setDaemon(true);
        return thread;
    });

    public BackgroundWork(WorkProductJobsUseCase jobs, String workerId, Duration jobPoll,
                          HousekeepingUseCase housekeeping, Duration housekeepingEvery) {
        executor.scheduleWithFixedDelay(() -> drain(jobs, workerId), 0, jobPoll.toMillis(), TimeUnit.MILLISECONDS);
        every("housekeeping", housekeepingEvery, () -> said(housekeeping.purgeExpired()));
    }

    /** A loop run every {@code period}, first after one period; a failed round is logged and the loop goes on. */
    public void every(String loop, Duration period, Runnable task) {
        executor.scheduleWithFixedDelay(() -> {
            try {
                task.run();
                outages.succeeded(loop);
            } catch (RuntimeException e) {
                failed(loop, e);
            }
        }, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * The round of dropped feed runs (decision 0410), every {@code period}, on every process: "run now" works on any
     * node, so a run dropped by any node is journaled by every one. A round that journaled runs says how many, so the
     * operator sees runs that had been dropped (a killed process, the database away); an idle round says nothing.
     */
    public void droppedFeedRuns(RecordDroppedRunsUseCase droppedRuns, Duration period) {
        every("dropped feed runs", period, () -> {
            int journaled = droppedRuns.recordDropped();
            if (journaled > 0) {
                LOG.info("dropped feed runs: {} run(s) that ended without their journal row journaled lease_expired",
                        journaled);
            }
        });
    }

    /**
     * The pull reconciliation (decision 0603), every {@code period}, on the processes that run the scheduler. A round
     * that fired a day's run that had never started says so, vendor by vendor: that day's prices come late and the
     * operator should know why. A round that only mended triggers says nothing.
     */
    public void pullReconciliation(ReconcilePullsUseCase reconciliation, Duration period) {
        every("pull reconciliation", period, () -> missedRunsSaid(reconciliation.reconcile()));
    }

    /** One WARN line for each day's run the reconciliation found never started, and fired. */
    public static void missedRunsSaid(ReconcilePullsUseCase.Reconciliation reconciliation) {
        reconciliation.missed().forEach(missed -> LOG.warn("pull reconciliation: the daily feed run of vendor {}"
                + " planned for {} never started (its process stopped or was killed before the run took its lease);"
                + " it runs now", missed.vendorId(), missed.planned()));
    }

    /** A round that removed something says what, so the cleanup can be seen working; an idle round says nothing. */
    private static void said(HousekeepingUseCase.Purged purged) {
        if (purged.any()) {
            LOG.info("housekeeping purged {} idempotency record(s), {} idle rate log(s), {} stored rejection(s), {}"
                    + " console session(s) or sign-in failure(s), {} journal row(s), {} finished product job(s) and {}"
                    + " notification(s)", purged.idempotencyRecords(), purged.rateLogs(), purged.rejections(),
                    purged.consoleRows(), purged.journalRows(), purged.productJobs(), purged.notifications());
        }
    }

    private void drain(WorkProductJobsUseCase jobs, String workerId) {
        try {
            while (!Thread.currentThread().isInterrupted() && jobs.workOne(workerId)) {
                // Work the queue empty before sleeping again.
            }
            outages.succeeded(JOB_WORKER);
        } catch (RuntimeException e) {
            // A failed job keeps its lease and is claimed again once it expires; the loop must survive.
            failed(JOB_WORKER, e);
        }
    }

    /**
     * The database away is the database's alarm, not a defect of this loop: a warning when the loop pauses and a
     * reminder a minute ({@link LoopOutages}), instead of an error with a stack trace each round.
     */
    private void failed(String loop, RuntimeException e) {
        if (e instanceof StorageFailure storage && storage.passing()) {
            outages.failed(loop, storage);
        } else {
            LOG.error("{} failed", loop, e);
        }
    }

    @Override
    public void close() throws InterruptedException {
        executor.shutdownNow();
        executor.awaitTermination(3, TimeUnit.SECONDS);
    }
}
