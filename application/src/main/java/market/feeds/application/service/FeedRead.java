package market.feeds.application.service;

import java.util.Objects;
import market.feeds.domain.json.RawEnvelope;

/** What fetching and reading a vendor's feed came to: an envelope to apply, or the code the run fails with. */
sealed interface FeedRead permits FeedRead.Readable, PullAttempt.Failed {

    record Readable(RawEnvelope envelope) implements FeedRead {
        public Readable {
            Objects.requireNonNull(envelope, "envelope");
        }
    }
}
