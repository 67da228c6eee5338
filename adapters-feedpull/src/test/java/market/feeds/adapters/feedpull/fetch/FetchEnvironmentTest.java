package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import market.feeds.domain.feed.Cidr;
import org.junit.jupiter.api.Test;

/** Operations-contract §1: FEEDS_PULL_ALLOWED_CIDRS, FEEDS_PULL_TRUST_PEM, FEEDS_PULL_PORT. */
class FetchEnvironmentTest {

    @Test
    void unsetKnobsGiveTheContractDefaults() {
        assertThat(FetchEnvironment.read(Map.of())).isEqualTo(FetchSettings.defaults());
        assertThat(FetchSettings.defaults().port()).isEqualTo(443);
        assertThat(FetchSettings.defaults().allowedCidrs()).isEmpty();
        assertThat(FetchSettings.defaults().extraTrustPem()).isEmpty();
    }

    @Test
    void knobsAreRead() {
        FetchSettings settings = FetchEnvironment.read(Map.of(
                "FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8, ::1/128",
                "FEEDS_PULL_TRUST_PEM", "/etc/feeds/ca.pem",
                "FEEDS_PULL_PORT", "8443"));

        assertThat(settings.allowedCidrs()).containsExactly(Cidr.parse("127.0.0.0/8"), Cidr.parse("::1/128"));
        assertThat(settings.extraTrustPem()).contains(Path.of("/etc/feeds/ca.pem"));
        assertThat(settings.port()).isEqualTo(8443);
    }

    @Test
    void badValueStopsTheStart() {
        assertThatThrownBy(() -> FetchEnvironment.read(Map.of("FEEDS_PULL_PORT", "https")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FetchEnvironment.read(Map.of("FEEDS_PULL_ALLOWED_CIDRS", "localhost")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FetchEnvironment.read(Map.of("FEEDS_PULL_PORT", "0")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
