package market.feeds.adapters.feedpull.schedule;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.StorageFailure;
import org.quartz.JobBuilder;
import org.quartz.JobDetail;
import org.quartz.JobKey;
import org.quartz.JobPersistenceException;
import org.quartz.ObjectAlreadyExistsException;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.SimpleScheduleBuilder;
import org.quartz.Trigger;
import org.quartz.TriggerBuilder;
import org.quartz.TriggerKey;
import org.quartz.impl.StdSchedulerFactory;
import org.quartz.utils.DBConnectionManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Daily pulls on Quartz's clustered JDBC job store, in the service's own PostgreSQL.
 *
 * <p>Each vendor has one durable job and at most one pending one-shot trigger at an instant computed with
 * {@code java.time} (Quartz's cron would skip a spring-forward hour and pick the second fall-back occurrence).
 * The run re-arms the next trigger. Clustering makes every trigger fire on exactly one process.
 */
public final class QuartzPullScheduler implements PullScheduler, AutoCloseable {

    static final String GROUP = "feed-pull";
    static final String SCHEDULER_NAME = "vendor-feed-ingest";
    /**
     * How long {@link #close} waits for runs under way. The orderly stop cut their fetches short before (decision
     * 0606), so what is left is their journal row and lease, or an apply; with the stop's grace and the HTTP server's
     * stop timeout this keeps a stop near the 10 s of decision 0007.
     */
    static final Duration RUNS_WAIT = Duration.ofSeconds(3);
    /**
     * How far ahead Quartz's firing thread takes the triggers it will fire, and how long it idles without one. A
     * trigger it took before a standby still fires here: Quartz checks the pause only before it takes triggers.
     */
    static final Duration IDLE_WAIT = Duration.ofSeconds(1);
    /**
     * How long {@link #close} waits for Quartz's own threads to end. One of them is often inside a statement (the
     * trigger scan every second, the cluster check-in every 5 s), and against a silent database that statement ends
     * only at the connection's 35 s socket timeout: a stop waited for it (decision 0007, amended in session 29).
     */
    static final Duration SHUTDOWN_WAIT = Duration.ofSeconds(3);
    private static final Logger LOG = LoggerFactory.getLogger(QuartzPullScheduler.class);

    private final Scheduler scheduler;
    private final String dataSourceName;
    private final RunsUnderWay runsUnderWay = new RunsUnderWay();

    /**
     * Connects to the job store without firing anything yet; {@link #startRuns} begins executing runs. The two
     * steps exist because the run use case itself arms triggers through this scheduler.
     */
    public QuartzPullScheduler(DataSource dataSource, String instanceId, int threads) {
        this.dataSourceName = "feeds-" + UUID.randomUUID();
        DBConnectionManager.getInstance().addConnectionProvider(dataSourceName, new PooledConnectionProvider(dataSource));
        try {
            this.scheduler = new StdSchedulerFactory(properties(instanceId, threads)).getScheduler();
            scheduler.getListenerManager().addJobListener(runsUnderWay);
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not create the pull scheduler", e);
        }
    }

    /**
     * Starts executing due runs in this process. Not called when {@code FEEDS_PULL_ENABLED=false}: such a process
     * still arms triggers (the operator API saves settings there) but never runs a pull.
     */
    public void startRuns(RunFeedPullUseCase pulls) {
        try {
            scheduler.setJobFactory(new FeedPullJobFactory(pulls));
            scheduler.start();
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not start the pull scheduler", e);
        }
    }

    @Override
    public void schedule(String vendorId, Instant at) {
        JobKey jobKey = JobKey.jobKey(vendorId, GROUP);
        JobDetail job = JobBuilder.newJob(FeedPullJob.class)
                .withIdentity(jobKey)
                .usingJobData(FeedPullJob.VENDOR_ID, vendorId)
                .storeDurably()
                .build();
        // One trigger per planned instant: a run re-arming its own vendor never collides with the trigger firing.
        TriggerKey triggerKey = TriggerKey.triggerKey(vendorId + "@" + at.toEpochMilli(), GROUP);
        Trigger trigger = TriggerBuilder.newTrigger()
                .withIdentity(triggerKey)
                .forJob(jobKey)
                .startAt(Date.from(at))
                .withSchedule(SimpleScheduleBuilder.simpleSchedule().withMisfireHandlingInstructionFireNow())
                .build();
        try {
            scheduler.addJob(job, true);
            for (Trigger existing : scheduler.getTriggersOfJob(jobKey)) {
                if (!existing.getKey().equals(triggerKey)) {
                    scheduler.unscheduleJob(existing.getKey());
                }
            }
            if (!scheduler.checkExists(triggerKey)) {
                scheduler.scheduleJob(trigger);
            }
        } catch (ObjectAlreadyExistsException e) {
            // Another process armed the same instant at the same moment: the run is planned once either way.
        } catch (JobPersistenceException e) {
            throw unavailable("scheduling the pull of vendor " + vendorId, e);
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not schedule the pull of vendor " + vendorId, e);
        }
    }

    @Override
    public void unschedule(String vendorId) {
        try {
            scheduler.deleteJob(JobKey.jobKey(vendorId, GROUP));
        } catch (JobPersistenceException e) {
            throw unavailable("unscheduling the pull of vendor " + vendorId, e);
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not unschedule the pull of vendor " + vendorId, e);
        }
    }

    /**
     * Quartz keeps its triggers in the service's database: its store failing there is the database's fault,
     * which the HTTP adapter answers 503 like any other store's.
     */
    private static StorageFailure unavailable(String what, JobPersistenceException e) {
        return new StorageFailure(StorageFailure.Kind.UNAVAILABLE, what + " failed", e);
    }

    @Override
    public java.util.Optional<Instant> pendingRun(String vendorId) {
        try {
            return scheduler.getTriggersOfJob(JobKey.jobKey(vendorId, GROUP)).stream()
                    .map(Trigger::getNextFireTime)
                    .filter(java.util.Objects::nonNull)
                    .map(Date::toInstant)
                    .min(Instant::compareTo);
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not read the schedule of vendor " + vendorId, e);
        }
    }

    /**
     * Fires no further run in this process, except one due within {@link #IDLE_WAIT} that Quartz had already taken;
     * runs under way go on, and the other processes fire the triggers. The first step of an orderly stop (decision
     * 0606). Arming and disarming still work.
     */
    public void standby() {
        try {
            scheduler.standby();
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not put the pull scheduler in standby", e);
        }
    }

    /**
     * Stops firing and waits up to {@link #RUNS_WAIT} for runs under way, so that they journal their end and give back
     * their lease while the pool is still open. A run still going after that is left to its lease's expiry, as a
     * killed one is (decision 0651).
     */
    @Override
    public void close() {
        try {
            scheduler.standby();
            int left = runsUnderWay.awaitNone(RUNS_WAIT);
            if (left > 0) {
                LOG.warn("pull scheduler stopping with {} run(s) still under way after {} s: they are cut off, and"
                        + " their leases end by themselves", left, RUNS_WAIT.toSeconds());
            }
            // Quartz completes a run's trigger in its store after the listeners heard the run end (and unblocks the
            // vendor's next trigger): with no run left, waiting for its worker threads costs that one transaction.
            shutDown(left == 0);
        } catch (SchedulerException e) {
            throw new IllegalStateException("could not stop the pull scheduler", e);
        }
    }

    /**
     * Quartz's shutdown joins its threads, so it waits for a statement one of them is in. It runs on a thread of its
     * own, given {@link #SHUTDOWN_WAIT}; past that the stop goes on. The service closes its pool next, which aborts
     * the connections still in use, and the statement waited for ends with it.
     */
    private void shutDown(boolean waitForRuns) throws SchedulerException {
        FutureTask<Void> shutdown = new FutureTask<>(() -> {
            scheduler.shutdown(waitForRuns);
            return null;
        });
        Thread stopping = new Thread(shutdown, "pull-scheduler-stop");
        stopping.setDaemon(true);
        stopping.start();
        try {
            shutdown.get(SHUTDOWN_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException stillWaiting) {
            LOG.warn("pull scheduler: Quartz still waits on the database after {} s; the stop goes on, and closing"
                    + " the connection pool ends that wait", SHUTDOWN_WAIT.toSeconds());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SchedulerException refused) {
                throw refused;
            }
            throw new IllegalStateException("could not stop the pull scheduler", e.getCause());
        }
    }

    private Properties properties(String instanceId, int threads) {
        Properties p = new Properties();
        p.setProperty("org.quartz.scheduler.instanceName", SCHEDULER_NAME);
        p.setProperty("org.quartz.scheduler.instanceId", instanceId);
        p.setProperty("org.quartz.scheduler.skipUpdateCheck", "true");
        p.setProperty("org.quartz.threadPool.class", "org.quartz.simpl.SimpleThreadPool");
        p.setProperty("org.quartz.threadPool.threadCount", Integer.toString(threads));
        p.setProperty("org.quartz.jobStore.class", "org.quartz.impl.jdbcjobstore.JobStoreTX");
        p.setProperty("org.quartz.jobStore.driverDelegateClass", "org.quartz.impl.jdbcjobstore.PostgreSQLDelegate");
        p.setProperty("org.quartz.jobStore.dataSource", dataSourceName);
        p.setProperty("org.quartz.jobStore.tablePrefix", "qrtz_");
        p.setProperty("org.quartz.jobStore.useProperties", "true");
        p.setProperty("org.quartz.jobStore.isClustered", "true");
        p.setProperty("org.quartz.jobStore.clusterCheckinInterval", "5000");
        p.setProperty("org.quartz.jobStore.acquireTriggersWithinLock", "true");
        p.setProperty("org.quartz.jobStore.misfireThreshold", "60000");
        p.setProperty("org.quartz.scheduler.idleWaitTime", Long.toString(IDLE_WAIT.toMillis()));
        return p;
    }
}
