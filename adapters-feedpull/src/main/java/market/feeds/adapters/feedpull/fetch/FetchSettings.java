package market.feeds.adapters.feedpull.fetch;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.feed.Cidr;
import market.feeds.domain.limit.BodyLimit;

/**
 * Limits and knobs of the feed fetch; {@link #defaults()} are the contract's figures.
 *
 * @param resolveBudget  hostname resolution, before the call (contract: 6 s)
 * @param callTimeout    the whole response, headers and body (contract: 20 s)
 * @param maxBytes       body bytes after decompression (contract: 16 MiB)
 * @param port           port connected to; TEST ONLY {@code FEEDS_PULL_PORT}, 443 in production
 * @param allowedCidrs   TEST ONLY {@code FEEDS_PULL_ALLOWED_CIDRS}: ranges allowed although special-purpose
 * @param extraTrustPem  {@code FEEDS_PULL_TRUST_PEM}: CA certificates trusted besides the JDK's
 */
public record FetchSettings(Duration resolveBudget, Duration callTimeout, long maxBytes, int port,
                            List<Cidr> allowedCidrs, Optional<Path> extraTrustPem) {

    public static final Duration RESOLVE_BUDGET = Duration.ofSeconds(6);
    public static final Duration CALL_TIMEOUT = Duration.ofSeconds(20);
    public static final long MAX_BYTES = BodyLimit.BYTES;
    public static final int HTTPS_PORT = 443;

    public FetchSettings {
        Objects.requireNonNull(resolveBudget, "resolveBudget");
        Objects.requireNonNull(callTimeout, "callTimeout");
        Objects.requireNonNull(extraTrustPem, "extraTrustPem");
        allowedCidrs = List.copyOf(allowedCidrs);
        if (resolveBudget.isNegative() || resolveBudget.isZero() || callTimeout.isNegative() || callTimeout.isZero()) {
            throw new IllegalArgumentException("time budgets must be positive");
        }
        if (maxBytes <= 0 || maxBytes > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("maxBytes must fit one byte array: " + maxBytes);
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port out of range: " + port);
        }
    }

    public static FetchSettings defaults() {
        return new FetchSettings(RESOLVE_BUDGET, CALL_TIMEOUT, MAX_BYTES, HTTPS_PORT, List.of(), Optional.empty());
    }

    public FetchSettings withPort(int newPort) {
        return new FetchSettings(resolveBudget, callTimeout, maxBytes, newPort, allowedCidrs, extraTrustPem);
    }

    public FetchSettings withAllowedCidrs(List<Cidr> ranges) {
        return new FetchSettings(resolveBudget, callTimeout, maxBytes, port, ranges, extraTrustPem);
    }

    public FetchSettings withExtraTrustPem(Path pem) {
        return new FetchSettings(resolveBudget, callTimeout, maxBytes, port, allowedCidrs, Optional.of(pem));
    }

    public FetchSettings withCallTimeout(Duration timeout) {
        return new FetchSettings(resolveBudget, timeout, maxBytes, port, allowedCidrs, extraTrustPem);
    }

    public FetchSettings withMaxBytes(long limit) {
        return new FetchSettings(resolveBudget, callTimeout, limit, port, allowedCidrs, extraTrustPem);
    }
}
