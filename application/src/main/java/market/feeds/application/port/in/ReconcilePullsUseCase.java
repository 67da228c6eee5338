package market.feeds.application.port.in;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Brings every vendor's armed pull back to the settings' plan (decision 0603): run by every process at start and
 * every few minutes, so that a race or a crash that left a trigger missing or at another instant is repaired.
 */
public interface ReconcilePullsUseCase {

    Reconciliation reconcile();

    /**
     * What a round did: how many vendors' runs it armed, and which of those were a day's run that never started (its
     * process stopped or killed before the run took its lease), fired now for the instant it was planned at.
     */
    record Reconciliation(int armed, List<MissedRun> missed) {

        public Reconciliation {
            missed = List.copyOf(missed);
        }
    }

    /** A daily run whose planned instant passed without it starting. */
    record MissedRun(String vendorId, Instant planned) {

        public MissedRun {
            Objects.requireNonNull(vendorId, "vendorId");
            Objects.requireNonNull(planned, "planned");
        }
    }
}
