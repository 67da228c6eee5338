package market.feeds.adapters.http.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.ToDoubleFunction;
import market.feeds.application.port.in.WatchBacklogsUseCase;
import market.feeds.application.port.in.WatchBacklogsUseCase.Backlogs;
import market.feeds.application.port.out.StorageFailure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The backlogs as one scrape shows them: read once per scrape for all their gauges, and waited for at most
 * {@link #WAIT}, so a database that is away or silent (a read may wait up to 35 s, decision 0406) costs a scrape that
 * long and no more, and the scrape still answers with every other meter. A read that failed or did not end in time
 * shows {@code NaN}, not the last value: a backlog nobody could read is unknown, not unchanged (decision 0502, s30).
 */
final class ScrapedBacklogs {

    static final Duration WAIT = Duration.ofSeconds(1);
    private static final Logger LOG = LoggerFactory.getLogger(ScrapedBacklogs.class);

    private final WatchBacklogsUseCase watch;
    /** The read under way, if any; guarded by {@code this}. */
    private CompletableFuture<Backlogs> reading;
    private volatile Optional<Backlogs> shown = Optional.empty();

    private ScrapedBacklogs(WatchBacklogsUseCase watch) {
        this.watch = watch;
    }

    /** The gauges, each showing its figure of the scrape's one read. */
    static ScrapedBacklogs registeredOn(MeterRegistry registry, WatchBacklogsUseCase watch) {
        ScrapedBacklogs scraped = new ScrapedBacklogs(watch);
        String jobs = "Product jobs waiting for a worker, or in a worker's hands";
        scraped.gauge("feeds.product.jobs", Backlogs::queuedJobs, jobs).tags("state", "queued").register(registry);
        scraped.gauge("feeds.product.jobs", Backlogs::runningJobs, jobs).tags("state", "running").register(registry);
        scraped.gauge("feeds.product.jobs.oldest.queued", b -> b.oldestQueuedAge().toMillis() / 1000.0,
                "How long the oldest queued product job has waited; 0 when none waits").baseUnit("seconds")
                .register(registry);
        scraped.gauge("feeds.positions.awaiting.review", Backlogs::awaitingReview,
                "Positions of every vendor awaiting an operator's review").register(registry);
        scraped.gauge("feeds.positions.pending.catalog", Backlogs::pendingCatalog,
                "Positions of every vendor marked unrecognised, waiting for their catalogue product")
                .register(registry);
        return scraped;
    }

    private Gauge.Builder<ScrapedBacklogs> gauge(String name, ToDoubleFunction<Backlogs> of, String description) {
        // Held strongly: a gauge keeps only a weak reference to its object (decision 0502, amended s26).
        return Gauge.builder(name, this, scraped -> scraped.figure(of)).description(description).strongReference(true);
    }

    /** Reads the backlogs for the scrape about to be written. */
    void read() {
        try {
            shown = Optional.of(started().get(WAIT.toNanos(), TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            shown = Optional.empty();
        } catch (ExecutionException e) {
            shown = Optional.empty();
            if (!(e.getCause() instanceof StorageFailure failure && failure.passing())) {
                // The database away is said by the pool, the worker and /health already; anything else is a defect.
                LOG.warn("backlog gauges show NaN: reading the backlogs failed: {}", e.getCause().toString());
            }
        } catch (InterruptedException e) {
            shown = Optional.empty();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A read still waiting on the database is waited on again rather than joined by another, so scrapes never hold
     * more than one of the pool's connections, however often they come while the database is silent.
     */
    private synchronized CompletableFuture<Backlogs> started() {
        if (reading == null || reading.isDone()) {
            reading = CompletableFuture.supplyAsync(watch::now, ScrapedBacklogs::onItsOwnThread);
        }
        return reading;
    }

    /** A thread per read, ended with it: nothing to stop with the service, nothing left behind when it stops. */
    private static void onItsOwnThread(Runnable read) {
        Thread thread = new Thread(read, "backlog-read");
        thread.setDaemon(true);
        thread.start();
    }

    private double figure(ToDoubleFunction<Backlogs> of) {
        return shown.map(of::applyAsDouble).orElse(Double.NaN);
    }
}
