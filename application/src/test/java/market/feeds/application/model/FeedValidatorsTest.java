package market.feeds.application.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Decision 0601: only values that can go back out in a request header are kept. */
class FeedValidatorsTest {

    @Test
    void aValidatorThatCannotBeSentBackIsNotKept() {
        FeedValidators validators = new FeedValidators(Optional.of("\"é\""),
                Optional.of("x".repeat(FeedValidators.MAX_LENGTH + 1)));

        assertThat(validators.isEmpty()).isTrue();
    }

    @Test
    void visibleAsciiValidatorsAreKeptVerbatim() {
        FeedValidators validators = new FeedValidators(Optional.of("W/\"a-1\""),
                Optional.of("Tue, 24 Nov 2026 05:00:00 GMT"));

        assertThat(validators.etag()).hasValue("W/\"a-1\"");
        assertThat(validators.lastModified()).hasValue("Tue, 24 Nov 2026 05:00:00 GMT");
    }
}
