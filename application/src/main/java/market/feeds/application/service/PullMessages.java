package market.feeds.application.service;

import java.util.Map;
import java.util.OptionalInt;

/** The plain sentence a vendor reads in a notification about a failed feed run. */
final class PullMessages {

    private static final Map<String, String> BY_CODE = Map.ofEntries(
            Map.entry("bad_url", "The feed address is no longer valid; enter it again in the integration settings."),
            Map.entry("bad_pin", "The recorded address of the feed host could not be read; check and save the feed settings again."),
            Map.entry("pin_unresolvable", "The feed's host name does not resolve; check the feed address and your DNS."),
            Map.entry("host_not_routable", "The feed's host name resolves only to private or reserved addresses; publish a public address."),
            Map.entry("bad_auth", "The stored feed token could not be used; enter the token again in the integration settings."),
            Map.entry("too_large", "The feed is larger than 16 MiB; make it smaller."),
            Map.entry("timeout", "Your server did not send the feed within 20 seconds."),
            // Also a 200 whose body then broke off (0607): the closed set of codes has none closer.
            Map.entry("fetch_failed",
                    "A connection to your feed server could not be made, or it broke before the whole feed arrived."),
            Map.entry("bad_encoding", "The feed is not valid UTF-8."),
            Map.entry("malformed_json", "The feed is not valid JSON."),
            Map.entry("payload_too_large", "One batch of the feed was too large to apply."),
            // Said as a fact, not as advice: the settings are most often deleted on purpose, by the vendor's own
            // dashboard or an operator, to stop the pull (operations audit 28, F9).
            Map.entry("feed_not_found", "The feed settings were deleted while the run was in progress: nothing was"
                    + " applied, and no further daily runs are planned unless feed settings are saved again."),
            // Also JSON that breaks the strict rules (operations §2): the vendor's own JSON check finds nothing.
            Map.entry("invalid_envelope", "The feed is not a JSON object with an items array, or it breaks the"
                    + " strict JSON rules: a member name twice in one object, U+0000 or an unpaired surrogate in a"
                    + " string, or nesting deeper than 64 levels."),
            Map.entry("unknown_field", "The feed carries a field the service does not read; remove it."),
            Map.entry("no_items", "The feed's items array is empty."),
            Map.entry("too_many_items", "The feed has more than 5000 items."));

    private PullMessages() {
    }

    /** @param tokenSent whether the fetch carried the vendor's stored token (the settings hold one) */
    static String message(String code, OptionalInt httpStatus, boolean tokenSent) {
        if ("feed_http_error".equals(code)) {
            int status = httpStatus.orElse(0);
            if (status != 401 && status != 403) {
                return "Your feed server answered HTTP " + status + " instead of 200.";
            }
            // With no token stored there is none to refuse: the server asks for one (audit 25 pull F4).
            return tokenSent
                    ? "Your feed server refused the stored token (HTTP " + status + "); check the token."
                    : "Your feed server asks for a token (HTTP " + status + "), and none is stored; add the token in"
                            + " the integration settings.";
        }
        return BY_CODE.getOrDefault(code, "The daily feed run failed (" + code + ").");
    }
}
