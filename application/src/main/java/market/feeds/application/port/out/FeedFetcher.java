package market.feeds.application.port.out;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.FeedValidators;
import market.feeds.domain.code.PullRunCode;

/**
 * Fetches a vendor-hosted offers feed under the contract's network-safety rules.
 *
 * <p>An implementation resolves the host within its own budget, connects only to addresses the DNS
 * publishes now and that pass the address classes (the pinned one first), verifies TLS for the host,
 * follows no redirect, bounds time and size, and returns the raw body of a 200. Decoding and parsing the
 * body is not its job: the shared offers path does that. With stored validators it asks conditionally, and a 304
 * to such a request is {@link FetchResult.NotModified}. A fetch the process's orderly stop cuts short is
 * {@link FetchResult.Stopped} (decision 0606).
 */
public interface FeedFetcher {

    FetchResult fetch(FeedRequest request);

    /**
     * @param url            the stored canonical https URL
     * @param pinnedAddress  the address recorded when the URL was saved (textual IP), if any
     * @param bearerToken    the decrypted token, sent as {@code Authorization: Bearer <token>} when present
     * @param validators     of the body last applied, sent as {@code If-None-Match} / {@code If-Modified-Since}
     */
    record FeedRequest(String url, Optional<String> pinnedAddress, Optional<String> bearerToken,
                       FeedValidators validators) {
        public FeedRequest {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(pinnedAddress, "pinnedAddress");
            Objects.requireNonNull(bearerToken, "bearerToken");
            Objects.requireNonNull(validators, "validators");
        }

        /** An unconditional request. */
        public FeedRequest(String url, Optional<String> pinnedAddress, Optional<String> bearerToken) {
            this(url, pinnedAddress, bearerToken, FeedValidators.none());
        }

        @Override
        public String toString() {
            // Never print the token, whatever prints this record.
            return "FeedRequest[url=" + url + ", pinnedAddress=" + pinnedAddress + ", bearerToken="
                    + (bearerToken.isPresent() ? "<redacted>" : "none") + ", validators=" + validators + "]";
        }
    }

    sealed interface FetchResult {
        /**
         * A 200 response whose body (at most 16 MiB after decompression) was read completely, with the validators
         * the server sent for it (if any).
         */
        record Fetched(byte[] body, FeedValidators validators) implements FetchResult {
            public Fetched {
                Objects.requireNonNull(body, "body");
                Objects.requireNonNull(validators, "validators");
            }

            public Fetched(byte[] body) {
                this(body, FeedValidators.none());
            }
        }

        /** A 304 to a conditional request: the feed is the one last applied. */
        record NotModified() implements FetchResult {
        }

        /**
         * Cut short, or refused before it began, because this process is stopping: nothing of the feed was read, and
         * the vendor's server is not at fault.
         */
        record Stopped() implements FetchResult {
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
