package market.feeds.application.port.in.admin;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** Operator API: a vendor's scheduled-pull settings. The token goes in and never comes out. */
public interface ManageFeedUseCase {

    /**
     * Checks the URL (bad_url), resolves the host within 6 s and records the pin (pin_unresolvable,
     * host_not_routable), validates hour and IANA time zone, seals the token, computes the next run and
     * (re)schedules. Refusals carry the pull-run code. The stored token is kept, removed or replaced as
     * {@code token} says (decision 0605).
     */
    FeedSave save(String vendorSlug, String url, int hour, String timeZone, TokenChange token);

    AdminResult<FeedSettingsView> get(String vendorSlug);

    AdminResult<Void> delete(String vendorSlug);

    /**
     * What a save does with the stored feed token, which the operator can never read back (decision 0605).
     */
    sealed interface TokenChange {

        /** Not sent: the stored token stays while the URL keeps its origin, and goes with a new origin. */
        TokenChange KEEP = new Keep();
        /** Sent as JSON {@code null}: the feed has no token from now on. */
        TokenChange REMOVE = new Remove();

        /** Sent as a string: sealed and stored in place of any other. */
        static TokenChange replace(String token) {
            return new Replace(token);
        }

        record Keep() implements TokenChange {
        }

        record Remove() implements TokenChange {
        }

        record Replace(String token) implements TokenChange {
            public Replace {
                Objects.requireNonNull(token, "token");
            }

            /** Never the token itself: a record prints its components, and this one may reach a log. */
            @Override
            public String toString() {
                return "Replace[token=…]";
            }
        }
    }

    record FeedSettingsView(String url, int hour, String timeZone, boolean hasToken, Optional<String> pinnedAddress,
                            Instant nextRunAt) {
    }

    sealed interface FeedSave {
        record Saved(FeedSettingsView settings) implements FeedSave {
        }

        /** @param code {@code bad_url}, {@code pin_unresolvable} or {@code host_not_routable}; or {@code invalid_request} */
        record Refused(String code, String pointer, String detail) implements FeedSave {
        }

        record VendorNotFound() implements FeedSave {
        }
    }
}
