package market.feeds.domain.feed;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * What brings a vendor's armed pull back to the settings' plan (decision 0603): the plan is the settings' next run,
 * and a trigger only proposes it. Decided for the reconciliation every few minutes and for a trigger that fired
 * at another instant than the plan.
 */
public enum PlannedRunRepair {
    /** The planned run is armed; or it passed a moment ago and its run may be in flight. */
    NONE,
    /** The plan is ahead but not armed, or something else is: arm it (arming removes every other trigger). */
    ARM_PLANNED,
    /** The plan passed long enough ago with no trigger of its own, and a feed run came after it: plan the next one. */
    PLAN_NEXT,
    /**
     * The plan passed long enough ago with no trigger of its own and no feed run since: its run never started (its
     * trigger was consumed by a process killed as it fired). Arm it at its planned instant, so it fires now, once.
     */
    RUN_MISSED;

    /**
     * A passed plan without its trigger is left this long to the run that may be in flight for it: a one-shot
     * trigger is consumed as it fires, and the run replans the settings a moment later. Replanning in between would
     * make that run find another plan and run nothing.
     */
    public static final Duration RUN_IN_FLIGHT = Duration.ofMinutes(10);

    /**
     * @param pending          the instant of the vendor's armed trigger, empty when none is armed
     * @param ranSincePlanned  whether a feed run of the vendor started at or after {@code planned}; asked only when the
     *                         plan passed long ago without its trigger
     */
    public static PlannedRunRepair of(Instant planned, Optional<Instant> pending, Instant now,
                                      BooleanSupplier ranSincePlanned) {
        if (pending.equals(Optional.of(planned))) {
            return NONE;
        }
        if (planned.isAfter(now)) {
            return ARM_PLANNED;
        }
        if (!planned.plus(RUN_IN_FLIGHT).isBefore(now)) {
            return NONE;
        }
        return ranSincePlanned.getAsBoolean() ? PLAN_NEXT : RUN_MISSED;
    }
}
