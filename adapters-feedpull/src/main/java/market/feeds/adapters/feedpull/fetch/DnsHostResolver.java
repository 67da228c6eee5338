package market.feeds.adapters.feedpull.fetch;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.application.port.out.HostResolver;

/**
 * Resolves with the system resolver within the budget.
 *
 * <p>The JDK lookup cannot be interrupted, so it runs on a small pool of daemon threads and the caller
 * waits at most the budget; a stuck lookup keeps its thread, never the pull. The JDK's positive cache
 * (30 s by default) is short enough for "the addresses the DNS publishes now".
 */
public final class DnsHostResolver implements HostResolver, AutoCloseable {

    /** The lookup itself, replaceable so that a test can make it slow or fail. */
    @FunctionalInterface
    interface Lookup {
        InetAddress[] lookup(String host) throws UnknownHostException;
    }

    private static final int THREADS = 4;

    private final Lookup lookup;
    private final ExecutorService executor;

    public DnsHostResolver() {
        this(InetAddress::getAllByName);
    }

    DnsHostResolver(Lookup lookup) {
        this.lookup = lookup;
        AtomicInteger count = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(THREADS, task -> {
            Thread thread = new Thread(task, "feed-dns-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public Resolution resolve(String host, Duration budget) {
        Future<InetAddress[]> answer = executor.submit(() -> lookup.lookup(host));
        try {
            InetAddress[] addresses = answer.get(budget.toNanos(), TimeUnit.NANOSECONDS);
            return addresses == null || addresses.length == 0
                    ? new Resolution.NotFound()
                    : new Resolution.Addresses(List.of(addresses));
        } catch (TimeoutException e) {
            answer.cancel(true);
            return new Resolution.TimedOut();
        } catch (InterruptedException e) {
            answer.cancel(true);
            Thread.currentThread().interrupt();
            return new Resolution.TimedOut();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UnknownHostException) {
                return new Resolution.NotFound();
            }
            throw new IllegalStateException("host lookup failed", e.getCause());
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
