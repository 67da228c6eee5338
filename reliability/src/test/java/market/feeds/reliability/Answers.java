package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Collection;

/** The answers the operations contract allows when the service cannot serve, asserted in one place. */
final class Answers {

    private Answers() {
    }

    /** 503 problem+json, code {@code service_unavailable}, integer {@code Retry-After} ≥ 1, within the bound. */
    static void serviceUnavailableWithin(Api.Reply reply, Duration bound) {
        assertThat(reply.status()).as("status of %s", reply).isEqualTo(503);
        assertThat(reply.json().path("code").asText()).as("code of %s", reply).isEqualTo("service_unavailable");
        assertThat(reply.retryAfter()).as("Retry-After of %s", reply).isPresent();
        assertThat(Integer.parseInt(reply.retryAfter().orElseThrow().strip())).isGreaterThanOrEqualTo(1);
        assertThat(reply.millis()).as("time to 503 of %s", reply).isLessThanOrEqualTo(Bounds.millis(bound));
    }

    /** Every request got an HTTP answer, none of them 500. */
    static void answeredWithout500(Collection<Api.Reply> replies) {
        assertThat(replies).allSatisfy(reply -> {
            assertThat(reply.answered()).as("answered: %s", reply).isTrue();
            assertThat(reply.status()).as("%s", reply).isNotEqualTo(500);
        });
    }
}
