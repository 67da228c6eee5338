package market.feeds.adapters.http.body;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import market.feeds.application.json.StrictJsonReader;
import org.junit.jupiter.api.Test;

/** The budget formula of decision 0504 and the share it keeps for small requests. */
class BodyBudgetTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void aSixteenMebibyteBodyOfOneStringFitsTheBudgetOfA256MebibyteHeap() {
        byte[] oneString = ("{\"items\":[{\"sku\":\"" + "s".repeat((int) BoundedBody.LIMIT - 20) + "\"}]}")
                .getBytes(StandardCharsets.US_ASCII);
        long reservation = BodyBudget.READ_COST_PER_BYTE * BoundedBody.LIMIT + StrictJsonReader.workingBytes(oneString);
        BodyBudget budget = BodyBudget.forHeap(256 * MIB);

        assertThat(budget.totalBytes()).isEqualTo(160 * MIB);
        assertThat(budget.totalBytes() - budget.totalBytes() / 8).isGreaterThan(reservation);
    }

    @Test
    void aWorkingSetLargerThanOneRequestCanEverHoldIsTakenAsAllItMayHoldOnceItIsAloneNotRefusedForever()
            throws InterruptedException {
        BodyBudget budget = new BodyBudget(16 * MIB);
        try (Reservation alone = new Reservation(budget)) {
            alone.takeForBody(3 * MIB);

            alone.takeForWorkingSet(100 * MIB);

            assertThat(alone.held()).isEqualTo(14 * MIB);
            assertThat(budget.freeBytes()).as("the small requests' share stays free").isEqualTo(2 * MIB);
        }
        assertThat(budget.freeBytes()).isEqualTo(16 * MIB);
    }

    @Test
    void anOversizedWorkingSetStillWaitsForTheLargeBodiesBeforeIt() throws InterruptedException {
        BodyBudget budget = new BodyBudget(16 * MIB);
        try (Reservation first = new Reservation(budget); Reservation second = new Reservation(budget)) {
            first.takeForBody(3 * MIB);
            second.takeForBody(2 * MIB);

            org.assertj.core.api.Assertions.assertThatThrownBy(() -> second.takeForWorkingSet(100 * MIB))
                    .isInstanceOf(BodyBudgetExhausted.class);
        }
    }

    @Test
    void largeHeapsKeepAQuarterForTheRestOfTheService() {
        assertThat(BodyBudget.forHeap(4096 * MIB).totalBytes()).isEqualTo(3072 * MIB);
    }

    @Test
    void onlyASmallRequestMayUseTheShareKeptForSmallRequests() throws InterruptedException {
        BodyBudget budget = new BodyBudget(16 * MIB);
        long now = System.nanoTime();
        assertThat(budget.take(14 * MIB, BodyBudget.SMALL_RESERVATION, now)).isTrue();

        assertThat(budget.take(BodyBudget.SMALL_RESERVATION, BodyBudget.SMALL_RESERVATION, now)).isFalse();
        assertThat(budget.take(BodyBudget.SMALL_RESERVATION, 0, now)).isTrue();
        budget.give(14 * MIB + BodyBudget.SMALL_RESERVATION);
        assertThat(budget.freeBytes()).isEqualTo(16 * MIB);
    }
}
