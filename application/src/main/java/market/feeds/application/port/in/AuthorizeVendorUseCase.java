package market.feeds.application.port.in;

import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.RateLogRead;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;

/** Turns a bearer credential into a caller, or the 401/403 the contract prescribes. */
public interface AuthorizeVendorUseCase {

    /**
     * @param bearer the credential after {@code Bearer }, if any
     * @param needed the scope the endpoint needs, if any
     */
    Access authorize(Optional<String> bearer, Optional<Scope> needed);

    /**
     * As {@link #authorize(Optional, Optional)}, for a request that will be metered in {@code meteredIn}: the key
     * may be read together with that bucket's rate log, which {@link Access.Granted} then carries for
     * {@link AdmitRequestUseCase#admit(Caller, RateBucket, Optional)} (decision 0813).
     */
    default Access authorize(Optional<String> bearer, Optional<Scope> needed, RateBucket meteredIn) {
        return authorize(bearer, needed);
    }

    sealed interface Access {
        /** @param rateLog the bucket's log when it was read with the key, for the admission that follows */
        record Granted(Caller caller, Optional<RateLogRead> rateLog) implements Access {
            public Granted {
                Objects.requireNonNull(caller, "caller");
                Objects.requireNonNull(rateLog, "rateLog");
            }

            public Granted(Caller caller) {
                this(caller, Optional.empty());
            }
        }

        /** Missing, malformed, unknown or revoked key: all the same to the caller. */
        record Unauthenticated() implements Access {
        }

        /** @param detail says whether the scope is missing or the vendor is inactive */
        record Forbidden(String detail) implements Access {
        }
    }
}
