package market.feeds.application.port.in.admin;

import java.time.Instant;
import java.util.Optional;

/** Operator API: a vendor's scheduled-pull settings. The token goes in and never comes out. */
public interface ManageFeedUseCase {

    /**
     * Checks the URL (bad_url), resolves the host within 6 s and records the pin (pin_unresolvable,
     * host_not_routable), validates hour and IANA time zone, seals the token, computes the next run and
     * (re)schedules. Refusals carry the pull-run code.
     */
    FeedSave save(String vendorSlug, String url, int hour, String timeZone, Optional<String> token);

    AdminResult<FeedSettingsView> get(String vendorSlug);

    AdminResult<Void> delete(String vendorSlug);

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
