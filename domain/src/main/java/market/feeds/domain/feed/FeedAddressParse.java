package market.feeds.domain.feed;

import java.util.Objects;
import market.feeds.domain.code.PullRunCode;

/** Outcome of reading a feed URL: a canonical address, or the reason it is {@code bad_url}. */
public sealed interface FeedAddressParse {

    record Valid(FeedAddress address) implements FeedAddressParse {
        public Valid {
            Objects.requireNonNull(address, "address");
        }
    }

    /** Refused at save time (and again at run time, should the rules have tightened). */
    record Invalid(String reason) implements FeedAddressParse {
        public Invalid {
            Objects.requireNonNull(reason, "reason");
        }

        /** Every refusal of the address rules is the same contract code. */
        public PullRunCode code() {
            return PullRunCode.BAD_URL;
        }
    }
}
