package market.feeds.docs;

import java.util.EnumMap;
import java.util.Map;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;

/** The contract's wording of every code, keyed by the domain's enums so no code can go undocumented. */
final class CodeMeanings {

    static final Map<RowCode, String> ROW = new EnumMap<>(RowCode.class);
    static final Map<RequestCode, String> REQUEST = new EnumMap<>(RequestCode.class);
    static final Map<PullRunCode, String> PULL = new EnumMap<>(PullRunCode.class);

    static {
        ROW.put(RowCode.REQUIRED_FIELD_MISSING, "A required field is missing or empty; `field` names it (always `sku` on offers).");
        ROW.put(RowCode.FIELD_TOO_LONG, "A field exceeds its maximum length; `field` names it.");
        ROW.put(RowCode.PRICE_INVALID, "Not a number, or not greater than 0.");
        ROW.put(RowCode.STOCK_INVALID, "Not a number, or negative (0 is valid).");
        ROW.put(RowCode.MOQ_INVALID, "Not a number, or not greater than 0.");
        ROW.put(RowCode.SKU_DUPLICATE_IN_PAYLOAD, "Same sku appeared earlier in the request; first occurrence wins.");
        ROW.put(RowCode.UPDATED_AT_INVALID, "Not an RFC 3339 date-time.");
        ROW.put(RowCode.CATEGORY_UNRESOLVED, "Matches no category slug or alias.");
        ROW.put(RowCode.UNIT_UNRESOLVED, "Matches no unit.");
        ROW.put(RowCode.WRONG_ENDPOINT, "`discontinued` was sent to the product feed.");
        ROW.put(RowCode.NO_CHANGE_REQUESTED, "Only `sku` (optionally with a timestamp) and no changeable field.");
        ROW.put(RowCode.DISCONTINUED_INVALID, "`discontinued` present but not a boolean.");
        ROW.put(RowCode.SKU_UNKNOWN, "No active mapping for the code.");
        ROW.put(RowCode.SKU_PENDING_CATALOG, "The code was sent before; the position waits for the catalogue team.");
        ROW.put(RowCode.SKU_AMBIGUOUS, "Several of the vendor's offers carry the code; `detail` lists them.");
        ROW.put(RowCode.OFFER_MISSING, "Mapping exists but its offer is gone.");
        ROW.put(RowCode.STALE_UPDATE, "`updated_at` older than the last applied; `detail` has the stored time.");
        ROW.put(RowCode.EQUAL_TIMESTAMP_CONFLICT, "Equal timestamp, different values.");
        ROW.put(RowCode.RELIST_BLOCKED, "`discontinued: false` refused by the publication check; `detail` has the reason.");
        ROW.put(RowCode.PRICE_TIERED, "The offer has a quantity price ladder.");

        REQUEST.put(RequestCode.INVALID_ENVELOPE, "Body is not an object with an `items` array (also: not JSON, wrong Content-Type, missing or malformed Idempotency-Key, bad `dry_run`).");
        REQUEST.put(RequestCode.UNKNOWN_FIELD, "A field the service does not read was sent; the whole request fails. `pointer` names it.");
        REQUEST.put(RequestCode.IDEMPOTENCY_KEY_REUSED, "The Idempotency-Key was already used for a request with a different body.");
        REQUEST.put(RequestCode.NO_ITEMS, "`items` is empty.");
        REQUEST.put(RequestCode.TOO_MANY_ITEMS, "More than 5000 items.");
        REQUEST.put(RequestCode.REVIEW_BACKLOG, "The vendor's unreviewed rows are at the limit (20000), or 10 product jobs are open.");
        REQUEST.put(RequestCode.RATE_LIMITED, "Request rate exceeded; the response carries Retry-After.");
        REQUEST.put(RequestCode.PAYLOAD_TOO_LARGE, "Body exceeds 16777216 bytes.");
        REQUEST.put(RequestCode.UNAUTHORIZED, "No key, or an unknown or revoked key.");
        REQUEST.put(RequestCode.FORBIDDEN, "The key lacks the needed scope, or the vendor is inactive.");
        REQUEST.put(RequestCode.NOT_FOUND, "No such request for this vendor.");
        REQUEST.put(RequestCode.INVALID_REQUEST, "A query parameter is out of range.");
        REQUEST.put(RequestCode.CONFLICT, "Operator API only: the state forbids the action.");

        PULL.put(PullRunCode.BAD_URL, "The stored URL is no longer valid; it must be entered again.");
        PULL.put(PullRunCode.BAD_PIN, "The stored resolved address could not be read; re-check and save to replace it.");
        PULL.put(PullRunCode.PIN_UNRESOLVABLE, "The hostname does not resolve at all.");
        PULL.put(PullRunCode.HOST_NOT_ROUTABLE, "The hostname resolves, but all published addresses are private, loopback, carrier-NAT, link-local or reserved.");
        PULL.put(PullRunCode.BAD_AUTH, "The stored token could not be used.");
        PULL.put(PullRunCode.TOO_LARGE, "The response exceeds the size limit (16 MiB).");
        PULL.put(PullRunCode.TIMEOUT, "The vendor's server did not answer in time.");
        PULL.put(PullRunCode.FETCH_FAILED, "A connection to the vendor's server could not be made.");
        PULL.put(PullRunCode.FEED_HTTP_ERROR, "The vendor's server answered with a non-200 status (including any 3xx, 204, 206); 401 and 403 mean it refused the token.");
        PULL.put(PullRunCode.BAD_ENCODING, "The response is not valid UTF-8.");
        PULL.put(PullRunCode.MALFORMED_JSON, "The response is not valid JSON.");
        PULL.put(PullRunCode.PAYLOAD_TOO_LARGE, "One batch of the feed was too large to apply.");
        PULL.put(PullRunCode.FEED_NOT_FOUND, "The feed settings disappeared while the run was in progress.");
        PULL.put(PullRunCode.LEASE_EXPIRED, "A run was started and had to be dropped before it finished; the next scheduled run retries.");
        PULL.put(PullRunCode.LEASE_LOST, "Another run took the same job in parallel; changes were rolled back and nothing was applied; the next scheduled run retries.");
        PULL.put(PullRunCode.INTERNAL_ERROR, "A fault on the service's side while applying the data; the next scheduled run retries.");
        PULL.put(PullRunCode.LOCK_TIMEOUT, "Same meaning and handling as `internal_error`.");
        PULL.put(PullRunCode.STATEMENT_TIMEOUT, "Same meaning and handling as `internal_error`.");
    }

    private CodeMeanings() {
    }
}
