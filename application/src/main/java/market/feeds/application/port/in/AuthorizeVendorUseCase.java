package market.feeds.application.port.in;

import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.domain.access.Scope;

/** Turns a bearer credential into a caller, or the 401/403 the contract prescribes. */
public interface AuthorizeVendorUseCase {

    /**
     * @param bearer the credential after {@code Bearer }, if any
     * @param needed the scope the endpoint needs, if any
     */
    Access authorize(Optional<String> bearer, Optional<Scope> needed);

    sealed interface Access {
        record Granted(Caller caller) implements Access {
            public Granted {
                Objects.requireNonNull(caller, "caller");
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
