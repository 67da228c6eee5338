package market.feeds.bootstrap.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OffersPathWarmUpTest {

    @Test
    void everyRoundAppliesEveryRowAndTheDatabaseRehearsalRunsItsRounds() {
        AtomicInteger rehearsals = new AtomicInteger();

        // run() throws unless each round's payload applied all its rows
        OffersPathWarmUp.run(rehearsals::incrementAndGet);

        assertThat(rehearsals).hasValue(OffersPathWarmUp.REHEARSALS);
    }

    @Test
    void eachRoundsPayloadIsNewerThanTheLastSoNoRowIsUnchangedOrStale() {
        String first = new String(OffersPathWarmUp.body(0));
        String second = new String(OffersPathWarmUp.body(1));

        assertThat(first).contains("\"updated_at\":\"2026-01-01T00:00:00.000000Z\"");
        assertThat(second).contains("\"updated_at\":\"2026-01-01T00:00:01.000000Z\"");
        assertThat(first).isNotEqualTo(second);
    }
}
