package market.feeds.adapters.feedpull.fetch;

import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.feedpull.BoundedWait;
import okhttp3.Call;

/**
 * The fetches of this process that are under way, so that an orderly stop can give them a moment to end and then cut
 * the rest short (decision 0606). A fetch enters before it resolves the host and hands over its call once it has one.
 * From the cut on, a call handed over is cancelled at once and a new fetch is refused: nothing started after the cut
 * can hold the stop up for the contract's 20 s.
 */
final class FetchesInFlight {

    private final Set<Fetch> running = new HashSet<>();
    private boolean cut;

    /** One fetch under way; closing it says it ended. Guarded by the owner's monitor. */
    final class Fetch implements AutoCloseable {

        private Call call;
        private boolean cutShort;

        /** The call this fetch makes; cancelled right away when the stop has already cut this fetch short. */
        void attach(Call made) {
            synchronized (FetchesInFlight.this) {
                call = made;
                if (cutShort) {
                    made.cancel();
                }
            }
        }

        /** Whether the stop cut this fetch short: a failure of its call then says nothing about the vendor's server. */
        boolean cutShort() {
            synchronized (FetchesInFlight.this) {
                return cutShort;
            }
        }

        @Override
        public void close() {
            synchronized (FetchesInFlight.this) {
                running.remove(this);
                FetchesInFlight.this.notifyAll();
            }
        }
    }

    /** A fetch under way, or empty once the stop has cut: the process is stopping and begins no fetch. */
    synchronized Optional<Fetch> enter() {
        if (cut) {
            return Optional.empty();
        }
        Fetch fetch = new Fetch();
        running.add(fetch);
        return Optional.of(fetch);
    }

    /**
     * Waits up to {@code grace} for the fetches under way to end by themselves, then cuts the rest short (their calls
     * are cancelled, their socket closed) and refuses new ones. Returns how many were cut short.
     */
    synchronized int cutAfter(Duration grace) {
        BoundedWait.until(this, running::isEmpty, grace);
        cut = true;
        for (Fetch fetch : running) {
            fetch.cutShort = true;
            if (fetch.call != null) {
                fetch.call.cancel();
            }
        }
        return running.size();
    }
}
