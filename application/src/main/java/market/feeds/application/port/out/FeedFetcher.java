package market.feeds.application.port.out;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.domain.code.PullRunCode;

/**
 * Fetches a vendor-hosted offers feed under the contract's network-safety rules.
 *
 * <p>An implementation resolves the host within its own budget, connects only to addresses the DNS
 * publishes now and that pass the address classes (the pinned one first), verifies TLS for the host,
 * follows no redirect, bounds time and size, and returns the raw body of a 200. Decoding and parsing the
 * body is not its job: the shared offers path does that.
 */
public interface FeedFetcher {

    FetchResult fetch(FeedRequest request);

    /**
     * @param url            the stored canonical https URL
     * @param pinnedAddress  the address recorded when the URL was saved (textual IP), if any
     * @param bearerToken    the decrypted token, sent as {@code Authorization: Bearer <token>} when present
     */
    record FeedRequest(String url, Optional<String> pinnedAddress, Optional<String> bearerToken) {
        public FeedRequest {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(pinnedAddress, "pinnedAddress");
            Objects.requireNonNull(bearerToken, "bearerToken");
        }

        @Override
        public String toString() {
            // Never print the token, whatever prints this record.
            return "FeedRequest[url=" + url + ", pinnedAddress=" + pinnedAddress + ", bearerToken="
                    + (bearerToken.isPresent() ? "<redacted>" : "none") + "]";
        }
    }

    sealed interface FetchResult {
        /** A 200 response whose body (at most 16 MiB after decompression) was read completely. */
        record Fetched(byte[] body) implements FetchResult {
            public Fetched {
                Objects.requireNonNull(body, "body");
            }
        }

        /** The fetch stopped with a pull-run code; {@code httpStatus} only for {@code feed_http_error}. */
        record Failed(PullRunCode code, OptionalInt httpStatus, String detail) implements FetchResult {
            public Failed {
                Objects.requireNonNull(code, "code");
                Objects.requireNonNull(httpStatus, "httpStatus");
                Objects.requireNonNull(detail, "detail");
            }
        }
    }
}
