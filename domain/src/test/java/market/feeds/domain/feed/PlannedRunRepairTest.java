package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Decision 0603: the settings' plan wins over whatever trigger is armed. */
class PlannedRunRepairTest {

    private static final Instant NOW = Instant.parse("2026-11-26T12:30:00Z");
    private static final Instant AHEAD = NOW.plus(Duration.ofHours(3));
    private static final Instant PASSED = NOW.minus(Duration.ofHours(6));

    @Test
    void thePlannedRunArmedNeedsNothingWhetherAheadOrMissed() {
        assertThat(PlannedRunRepair.of(AHEAD, Optional.of(AHEAD), NOW)).isEqualTo(PlannedRunRepair.NONE);
        assertThat(PlannedRunRepair.of(PASSED, Optional.of(PASSED), NOW)).isEqualTo(PlannedRunRepair.NONE);
    }

    @Test
    void aPlanAheadWithoutItsTriggerOrWithAnotherIsArmed() {
        assertThat(PlannedRunRepair.of(AHEAD, Optional.empty(), NOW)).isEqualTo(PlannedRunRepair.ARM_PLANNED);
        assertThat(PlannedRunRepair.of(AHEAD, Optional.of(AHEAD.minus(Duration.ofHours(1))), NOW))
                .isEqualTo(PlannedRunRepair.ARM_PLANNED);
    }

    @Test
    void aPlanPassedWithoutItsTriggerOrWithAnotherGivesTheNextRun() {
        assertThat(PlannedRunRepair.of(PASSED, Optional.empty(), NOW)).isEqualTo(PlannedRunRepair.PLAN_NEXT);
        assertThat(PlannedRunRepair.of(PASSED, Optional.of(NOW.plus(Duration.ofHours(5))), NOW))
                .isEqualTo(PlannedRunRepair.PLAN_NEXT);
    }

    @Test
    void aPlanPassedAMomentAgoIsLeftToTheRunThatMayBeInFlight() {
        Instant justPassed = NOW.minus(PlannedRunRepair.RUN_IN_FLIGHT).plusSeconds(1);
        assertThat(PlannedRunRepair.of(justPassed, Optional.empty(), NOW)).isEqualTo(PlannedRunRepair.NONE);
    }
}
