package market.feeds.bootstrap;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import market.feeds.adapters.http.metrics.HttpMetrics;

/**
 * What an operator watches on a service's second day, served on {@code /metrics} beside the service's own meters:
 * the connection pool (active, idle, pending, timeouts, time to acquire), the JVM's memory and threads, open files
 * and CPU (soak audit, decision 0502). Only meters read when scraped: nothing here listens to the JVM, so a process
 * that starts the service more than once (the tests) registers nothing it cannot drop.
 */
final class ProcessMeters {

    private ProcessMeters() {
    }

    static void bind(HttpMetrics metrics, HikariDataSource pool) {
        metrics.bind(registry -> pool.setMetricsTrackerFactory(new MicrometerMetricsTrackerFactory(registry)));
        metrics.bind(new JvmMemoryMetrics());
        metrics.bind(new JvmThreadMetrics());
        metrics.bind(new FileDescriptorMetrics());
        metrics.bind(new ProcessorMetrics());
    }
}
