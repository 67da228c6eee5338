package market.feeds.application.testing;

import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.PullScheduler;

/**
 * A process killed at one chosen point of a scheduled run, once: nothing of the run after that point happens, and
 * what it wrote before stays as a killed process leaves it (shipped in the test-jar). The kill is an {@link Error},
 * which no handler of the service's faults catches; Quartz's job shell does, and ends the job as a dead node's
 * recovery would, without running it again.
 */
public final class ProcessKill {

    private final AtomicBoolean armed = new AtomicBoolean(true);

    /** Where the process died. */
    public static final class Killed extends Error {
        private static final long serialVersionUID = 1L;

        Killed(String where) {
            super("process killed " + where, null, false, false);
        }
    }

    /** The leases, with the process killed as the run goes for one, before anything is taken. */
    public FeedRunLeases asTheRunGoesForItsLease(FeedRunLeases leases) {
        return new DelegatingFeedRunLeases(leases) {
            @Override
            public Optional<Lease> acquire(String vendorId, String owner, Instant now, Instant expiresAt) {
                here("as the run went for its lease");
                return super.acquire(vendorId, owner, now, expiresAt);
            }
        };
    }

    /** The scheduler, with the process killed right after it armed a run later than {@code planned}: tomorrow's. */
    public PullScheduler rightAfterArmingTheNextRun(PullScheduler scheduler, Instant planned) {
        return new PullScheduler() {
            @Override
            public void schedule(String vendorId, Instant at) {
                scheduler.schedule(vendorId, at);
                if (at.isAfter(planned)) {
                    here("right after arming the next run");
                }
            }

            @Override
            public void unschedule(String vendorId) {
                scheduler.unschedule(vendorId);
            }

            @Override
            public Optional<Instant> pendingRun(String vendorId) {
                return scheduler.pendingRun(vendorId);
            }
        };
    }

    /** Whether the process was killed. */
    public boolean happened() {
        return !armed.get();
    }

    private void here(String where) {
        if (armed.compareAndSet(true, false)) {
            throw new Killed(where);
        }
    }
}
