package market.feeds.application.model;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Optional;

/**
 * A vendor's scheduled-pull settings.
 *
 * @param url           the canonical https URL
 * @param sealedToken   the bearer token encrypted by the secret box (vendor id as associated data)
 * @param pinnedAddress the address the host resolved to when saved (textual IP)
 * @param nextRunAt     the next future occurrence of {@code hour} in {@code timeZone}
 */
public record FeedSettings(String vendorId, String url, int hour, ZoneId timeZone, Optional<byte[]> sealedToken,
                           Optional<String> pinnedAddress, Instant nextRunAt) {

    public FeedSettings {
        Objects.requireNonNull(vendorId, "vendorId");
        Objects.requireNonNull(url, "url");
        if (hour < 0 || hour > 23) {
            throw new IllegalArgumentException("hour must be 0-23");
        }
        Objects.requireNonNull(timeZone, "timeZone");
        Objects.requireNonNull(sealedToken, "sealedToken");
        Objects.requireNonNull(pinnedAddress, "pinnedAddress");
        Objects.requireNonNull(nextRunAt, "nextRunAt");
    }

    public boolean hasToken() {
        return sealedToken.isPresent();
    }

    public FeedSettings withSealedToken(Optional<byte[]> sealed) {
        return new FeedSettings(vendorId, url, hour, timeZone, sealed, pinnedAddress, nextRunAt);
    }

    public FeedSettings withNextRunAt(Instant next) {
        return new FeedSettings(vendorId, url, hour, timeZone, sealedToken, pinnedAddress, next);
    }

    @Override
    public String toString() {
        return "FeedSettings[vendorId=" + vendorId + ", url=" + url + ", hour=" + hour + ", timeZone=" + timeZone
                + ", hasToken=" + hasToken() + ", pinnedAddress=" + pinnedAddress + ", nextRunAt=" + nextRunAt + "]";
    }
}
