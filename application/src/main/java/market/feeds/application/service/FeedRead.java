package market.feeds.application.service;

import java.util.Objects;
import market.feeds.application.model.FeedValidators;
import market.feeds.domain.json.RawEnvelope;

/**
 * What fetching and reading a vendor's feed came to: an envelope to apply (with the validators of its body), the
 * server's word that the feed is the one last applied, or the code the run fails with.
 */
sealed interface FeedRead permits FeedRead.Readable, FeedRead.NotModified, PullAttempt.Failed {

    record Readable(RawEnvelope envelope, FeedValidators validators) implements FeedRead {
        public Readable {
            Objects.requireNonNull(envelope, "envelope");
            Objects.requireNonNull(validators, "validators");
        }
    }

    record NotModified() implements FeedRead {
    }
}
