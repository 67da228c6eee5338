package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.adapters.http.body.BodyBudget;
import org.junit.jupiter.api.Test;

/**
 * Audit 25 (faults) F4: a heap too small for the contract's bodies is named at start, not found by a looping client.
 */
class HeapCheckTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void aHeapWhoseBudgetCanNeverAdmitA16MibBodySaysHowLargeABodyCanBe() {
        long heap = 128 * MIB;

        assertThat(BodyBudget.forHeap(heap).largestBodyEverAdmitted()).isLessThan(16 * MIB);
        assertThat(HeapCheck.warning(heap, BodyBudget.forHeap(heap))).get().asString()
                .contains("maximum heap 128 MiB", "a body over 14 MiB can never be admitted", "503", "-Xmx256m");
    }

    @Test
    void aHeapThatAdmitsTheRawBodyButNotAFeedShapedOneIsWarnedToo() {
        long heap = 160 * MIB;

        assertThat(BodyBudget.forHeap(heap).largestBodyEverAdmitted()).isGreaterThanOrEqualTo(16 * MIB);
        assertThat(HeapCheck.warning(heap, BodyBudget.forHeap(heap))).get().asString()
                .contains("maximum heap 160 MiB", "may never be admitted", "-Xmx256m");
    }

    @Test
    void theAdvisedHeapAndMoreAreNotWarnedEvenWhereTheJvmReportsALittleLessThanItsXmx() {
        assertThat(HeapCheck.warning(256 * MIB, BodyBudget.forHeap(256 * MIB))).isEmpty();
        assertThat(HeapCheck.warning(247 * MIB, BodyBudget.forHeap(247 * MIB))).isEmpty();
        assertThat(HeapCheck.warning(4096 * MIB, BodyBudget.forHeap(4096 * MIB))).isEmpty();
    }
}
