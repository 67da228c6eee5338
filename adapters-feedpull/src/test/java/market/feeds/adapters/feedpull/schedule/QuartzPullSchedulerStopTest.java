package market.feeds.adapters.feedpull.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.AdminResult;
import org.junit.jupiter.api.Test;

/**
 * Decision 0007 (amended in session 29): an orderly stop is bounded while the database is silent. Quartz's shutdown
 * joined a thread that sat in a statement until the connection's 35 s socket timeout; the stop waited with it.
 */
class QuartzPullSchedulerStopTest {

    /** The wait for Quartz's threads, and room for a loaded two-core machine; far below the 35 s socket timeout. */
    private static final Duration BOUND = QuartzPullScheduler.SHUTDOWN_WAIT.plusSeconds(5);

    @Test
    void aStopWhileTheDatabaseIsSilentDoesNotWaitForQuartzsStatement() {
        try (TestSchema schema = TestDatabase.freshSchema();
             FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
             HikariDataSource pool = PooledDataSources.create(proxy.testDatabaseEndpoint(), "quartz-stop", 4,
                     Optional.of(schema.name()))) {
            QuartzPullScheduler scheduler = new QuartzPullScheduler(pool, "silent", 1);
            scheduler.startRuns(new NoRuns());

            // The cluster check-in, every 5 s, meets the silence mid-statement, as any of Quartz's statements may.
            proxy.onClientSending("SCHEDULER_STATE", proxy::stall);
            await().atMost(Duration.ofSeconds(15)).until(QuartzPullSchedulerStopTest::aQuartzThreadWaitsOnTheDatabase);
            long started = System.nanoTime();
            scheduler.close();
            Duration took = Duration.ofNanos(System.nanoTime() - started);

            assertThat(took).isLessThan(BOUND);
        }
    }

    /** A Quartz thread (the trigger scan or the cluster check-in) blocked reading its connection's socket. */
    private static boolean aQuartzThreadWaitsOnTheDatabase() {
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            String name = thread.getKey().getName();
            boolean quartz = name.contains("QuartzSchedulerThread") || name.contains("ClusterManager");
            if (quartz && Arrays.stream(thread.getValue()).anyMatch(frame -> frame.getClassName().contains("Socket")
                    && frame.getMethodName().contains("read"))) {
                return true;
            }
        }
        return false;
    }

    /** No trigger is armed: nothing may run. */
    private static final class NoRuns implements RunFeedPullUseCase {
        @Override
        public AdminResult<FeedRun> runNow(String vendorSlug) {
            throw new AssertionError("no run is armed");
        }

        @Override
        public ScheduledRun runScheduled(String vendorId, Instant plannedAt) {
            throw new AssertionError("no run is armed");
        }
    }
}
