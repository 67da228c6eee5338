package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** Decision 0603: the settings' plan wins over whatever trigger is armed. */
class PlannedRunRepairTest {

    private static final Instant NOW = Instant.parse("2026-11-26T12:30:00Z");
    private static final Instant AHEAD = NOW.plus(Duration.ofHours(3));
    private static final Instant PASSED = NOW.minus(Duration.ofHours(6));
    private static final BooleanSupplier RAN = () -> true;
    private static final BooleanSupplier NOT_ASKED = () -> {
        throw new AssertionError("whether a run came is asked only of a plan passed long ago without its trigger");
    };

    @Test
    void thePlannedRunArmedNeedsNothingWhetherAheadOrMissed() {
        assertThat(PlannedRunRepair.of(AHEAD, Optional.of(AHEAD), NOW, NOT_ASKED)).isEqualTo(PlannedRunRepair.NONE);
        assertThat(PlannedRunRepair.of(PASSED, Optional.of(PASSED), NOW, NOT_ASKED)).isEqualTo(PlannedRunRepair.NONE);
    }

    @Test
    void aPlanAheadWithoutItsTriggerOrWithAnotherIsArmed() {
        assertThat(PlannedRunRepair.of(AHEAD, Optional.empty(), NOW, NOT_ASKED))
                .isEqualTo(PlannedRunRepair.ARM_PLANNED);
        assertThat(PlannedRunRepair.of(AHEAD, Optional.of(AHEAD.minus(Duration.ofHours(1))), NOW, NOT_ASKED))
                .isEqualTo(PlannedRunRepair.ARM_PLANNED);
    }

    @Test
    void aPlanPassedWithoutItsTriggerOrWithAnotherAfterWhichAFeedRanGivesTheNextRun() {
        assertThat(PlannedRunRepair.of(PASSED, Optional.empty(), NOW, RAN)).isEqualTo(PlannedRunRepair.PLAN_NEXT);
        assertThat(PlannedRunRepair.of(PASSED, Optional.of(NOW.plus(Duration.ofHours(5))), NOW, RAN))
                .isEqualTo(PlannedRunRepair.PLAN_NEXT);
    }

    /** A trigger consumed by a process killed as it fired: the run never started, so the day's run fires now. */
    @Test
    void aPlanPassedWithoutItsTriggerOrWithAnotherAndNoFeedRunSinceIsTheMissedRunArmedAgain() {
        assertThat(PlannedRunRepair.of(PASSED, Optional.empty(), NOW, () -> false))
                .isEqualTo(PlannedRunRepair.RUN_MISSED);
        assertThat(PlannedRunRepair.of(PASSED, Optional.of(NOW.plus(Duration.ofHours(5))), NOW, () -> false))
                .isEqualTo(PlannedRunRepair.RUN_MISSED);
    }

    @Test
    void aPlanPassedAMomentAgoIsLeftToTheRunThatMayBeInFlight() {
        Instant justPassed = NOW.minus(PlannedRunRepair.RUN_IN_FLIGHT).plusSeconds(1);
        assertThat(PlannedRunRepair.of(justPassed, Optional.empty(), NOW, NOT_ASKED)).isEqualTo(PlannedRunRepair.NONE);
    }
}
