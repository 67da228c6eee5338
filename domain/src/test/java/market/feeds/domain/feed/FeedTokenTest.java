package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FeedTokenTest {

    @ParameterizedTest
    @ValueSource(strings = {"abc\ndef", "abc\rdef", "abc def", "abc\tdef", "tökén", "abc\u0000"})
    void aTokenAHeaderCannotCarryIsRefused(String token) {
        assertThat(FeedToken.problem(token)).isPresent();
    }

    @Test
    void aBearerTokenOfPrintableAsciiIsStored() {
        assertThat(FeedToken.problem("eyJhbGciOi.J9-_~+/=" + "x".repeat(100))).isEmpty();
    }

    @Test
    void aTokenIsAtMostItsMaximumLength() {
        assertThat(FeedToken.problem("x".repeat(FeedToken.MAX_LENGTH))).isEmpty();
        assertThat(FeedToken.problem("x".repeat(FeedToken.MAX_LENGTH + 1))).isPresent();
    }
}
