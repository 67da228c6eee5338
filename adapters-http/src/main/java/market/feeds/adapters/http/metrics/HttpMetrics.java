package market.feeds.adapters.http.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import market.feeds.adapters.http.body.BodyArrivals;
import market.feeds.adapters.http.body.BodyBudget;
import market.feeds.adapters.http.body.BodyIntake;
import market.feeds.application.port.in.WatchBacklogsUseCase;

/**
 * The service's Prometheus meters: requests by endpoint template, method, status and code with latency
 * histograms; rows by outcome; pull runs by outcome; how request bodies arrive and what of their budget is free;
 * the backlogs of product jobs and of the review.
 * One instance per process, handed to whoever counts.
 */
public final class HttpMetrics {

    private static final Duration[] LATENCY_BUCKETS = {
        Duration.ofMillis(5), Duration.ofMillis(10), Duration.ofMillis(25), Duration.ofMillis(50),
        Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1),
        Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(30)};

    private final PrometheusMeterRegistry registry;
    private final Map<RequestSeries, Timer> requests = new ConcurrentHashMap<>();
    private volatile Optional<ScrapedBacklogs> backlogs = Optional.empty();

    public HttpMetrics() {
        this(new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
    }

    public HttpMetrics(PrometheusMeterRegistry registry) {
        this.registry = registry;
    }

    /**
     * The release this node runs and the newest migration its build carries, as a gauge of 1: which nodes run what
     * during a rolling deploy (audit 26 upgrade F3).
     */
    public void release(String release, String newestMigration) {
        Gauge.builder("feeds.build.info", () -> 1)
                .description("The release this node runs and the newest database migration its build carries")
                .tags("release", release, "newest_migration", newestMigration)
                .register(registry);
    }

    /** Meters of other parts of the process (the JVM, the connection pool), served beside the service's own. */
    public void bind(MeterBinder binder) {
        binder.bindTo(registry);
    }

    /** The database server's clock minus this node's at the last check (decision 0013); NaN before the first. */
    public void clockOffset(DoubleSupplier seconds) {
        // Held strongly: a gauge keeps only a weak reference to its object, and nothing else holds this one.
        Gauge.builder("feeds.clock.offset", seconds, DoubleSupplier::getAsDouble).baseUnit("seconds")
                .description("The database server's clock minus this node's, at the last hourly check")
                .strongReference(true)
                .register(registry);
    }

    /**
     * @param endpoint the route template (never the raw path, which would give one series per id)
     * @param method   as the client sent it; a name outside HTTP's own is counted as {@code other}
     */
    public void request(String endpoint, String method, int status, String code, long nanos) {
        // Found by its tags in a map of our own: building the tags and the id, and the registry's lookup, cost
        // more than the recording itself on every request (decision 0811). The registry still holds the meter.
        requests.computeIfAbsent(new RequestSeries(endpoint, methodLabel(method), status, code), this::requestTimer)
                .record(nanos, TimeUnit.NANOSECONDS);
    }

    /**
     * Any token is a method on the wire, and anyone may send one without a key: as a label, each new name would
     * add series, and memory, for good (audit 24 ops, F1). The methods of RFC 9110 and PATCH keep their names.
     */
    private static String methodLabel(String method) {
        return switch (method) {
            case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT" -> method;
            default -> "other";
        };
    }

    private Timer requestTimer(RequestSeries series) {
        return Timer.builder("feeds.http.requests")
                .description("HTTP requests by route template, method, status and reason code")
                .tags("endpoint", series.endpoint(), "method", series.method(), "status", String.valueOf(series.status()),
                        "code", series.code())
                .serviceLevelObjectives(LATENCY_BUCKETS)
                .register(registry);
    }

    private record RequestSeries(String endpoint, String method, int status, String code) {
    }

    /** @param outcome accepted, applied, unchanged or rejected */
    public void rows(String endpoint, String outcome, int count) {
        if (count > 0) {
            Counter.builder("feeds.rows").description("Rows of write requests and feed runs by outcome")
                    .tags("endpoint", endpoint, "outcome", outcome).register(registry).increment(count);
        }
    }

    /** @param status succeeded or failed; @param code the pull-run code of a failed run, else none */
    public void pullRun(String status, String code) {
        Counter.builder("feeds.pull.runs").description("Feed pull runs by outcome")
                .tags("status", status, "code", code).register(registry).increment();
    }

    /**
     * Watches the server's body intake (decisions 0504, 0508): bodies read at once against bodies still arriving (a
     * rising share of the second means slow senders), and the room left in the body budget, whose exhaustion is
     * what answers 503 to the next large body.
     */
    public void bodies(BodyIntake intake) {
        BodyArrivals arrivals = intake.arrivals();
        FunctionCounter.builder("feeds.http.bodies", arrivals, BodyArrivals::readWhole)
                .description("Request bodies by how they were read: whole on arrival, or in parts as they came")
                .tags("read", "whole").register(registry);
        FunctionCounter.builder("feeds.http.bodies", arrivals, BodyArrivals::readInParts)
                .description("Request bodies by how they were read: whole on arrival, or in parts as they came")
                .tags("read", "in_parts").register(registry);
        BodyBudget budget = intake.budget();
        Gauge.builder("feeds.http.body.budget.free", budget, BodyBudget::freeBytes).baseUnit("bytes")
                .description("Room left in the memory budget for request bodies").register(registry);
        Gauge.builder("feeds.http.body.budget.total", budget, BodyBudget::totalBytes).baseUnit("bytes")
                .description("The memory budget for request bodies, sized from the maximum heap").register(registry);
    }

    /**
     * What waits on the whole service, read at each scrape from the storage all nodes share, so every node shows the
     * same: open product jobs by state and the oldest queued job's wait (every worker stuck or failing), and the
     * positions waiting for people (decision 0502, amended s30). No vendor label: vendors are unbounded.
     */
    public void backlogs(WatchBacklogsUseCase watch) {
        backlogs = Optional.of(ScrapedBacklogs.registeredOn(registry, watch));
    }

    /** The Prometheus text exposition of every meter, the backlogs read once for all their gauges. */
    public String scrape() {
        backlogs.ifPresent(ScrapedBacklogs::read);
        return registry.scrape();
    }
}
