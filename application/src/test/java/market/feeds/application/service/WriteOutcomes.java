package market.feeds.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.port.in.WriteOutcome;
import market.feeds.domain.code.RequestCode;

/** Unwraps write outcomes in tests, failing with the outcome when it is not the expected kind. */
final class WriteOutcomes {

    private WriteOutcomes() {
    }

    static <R> R completed(WriteOutcome<R> outcome) {
        assertThat(outcome).isInstanceOf(WriteOutcome.Completed.class);
        return ((WriteOutcome.Completed<R>) outcome).result();
    }

    static <R> boolean replayed(WriteOutcome<R> outcome) {
        return ((WriteOutcome.Completed<R>) outcome).replayed();
    }

    static <R> WriteOutcome.Refused<R> refused(WriteOutcome<R> outcome, RequestCode code) {
        assertThat(outcome).isInstanceOf(WriteOutcome.Refused.class);
        WriteOutcome.Refused<R> refused = (WriteOutcome.Refused<R>) outcome;
        assertThat(refused.code()).isEqualTo(code);
        return refused;
    }
}
