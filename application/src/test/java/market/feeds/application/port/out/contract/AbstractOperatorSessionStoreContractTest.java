package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The contract of {@code OperatorSessionStore}, for every adapter. */
public abstract class AbstractOperatorSessionStoreContractTest {

    private static final Instant NOW = TestData.T0;

    protected abstract OperatorSessionStore sessions();

    @Test
    void aSessionIsFoundByItsHashUntilItExpires() {
        String hash = TestData.id();
        sessions().insert(hash, "csrf-1", NOW, NOW.plus(Duration.ofHours(1)));

        assertThat(sessions().find(hash, NOW.plusSeconds(60))).hasValueSatisfying(found -> {
            assertThat(found.csrfToken()).isEqualTo("csrf-1");
            assertThat(found.expiresAt()).isEqualTo(NOW.plus(Duration.ofHours(1)));
        });
        assertThat(sessions().find(hash, NOW.plus(Duration.ofHours(1)))).isEmpty();
        assertThat(sessions().find(TestData.id(), NOW)).isEmpty();
    }

    @Test
    void aDeletedSessionIsGone() {
        String hash = TestData.id();
        sessions().insert(hash, "csrf-2", NOW, NOW.plus(Duration.ofHours(1)));
        sessions().delete(hash);
        assertThat(sessions().find(hash, NOW)).isEmpty();
    }

    @Test
    void failuresAreCountedPerAddressWithinTheWindowAndPurged() {
        String address = "203.0.113." + (TestData.id().hashCode() & 0x7f);
        sessions().recordFailure(address, NOW.minusSeconds(600));
        sessions().recordFailure(address, NOW);
        sessions().recordFailure("198.51.100.7-" + address, NOW);

        assertThat(sessions().failuresSince(address, NOW.minusSeconds(900))).isEqualTo(2);
        assertThat(sessions().failuresSince(address, NOW.minusSeconds(300))).isEqualTo(1);
        sessions().purge(NOW, NOW.minusSeconds(300));
        assertThat(sessions().failuresSince(address, NOW.minusSeconds(900))).isEqualTo(1);
    }

    @Test
    void purgeRemovesExpiredSessionsOnly() {
        String expired = TestData.id();
        String live = TestData.id();
        sessions().insert(expired, "old", NOW.minusSeconds(7200), NOW.minusSeconds(1));
        sessions().insert(live, "new", NOW, NOW.plusSeconds(3600));

        sessions().purge(NOW, NOW);

        assertThat(sessions().find(live, NOW)).isPresent();
        assertThat(sessions().find(expired, NOW.minusSeconds(10))).isEmpty();
    }
}
