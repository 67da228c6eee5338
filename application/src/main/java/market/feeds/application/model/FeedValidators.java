package market.feeds.application.model;

import java.util.Objects;
import java.util.Optional;

/**
 * The validators of the feed body last applied in full: its {@code ETag} and {@code Last-Modified}, kept verbatim
 * so the next pull can ask {@code If-None-Match} / {@code If-Modified-Since} (decision 0601).
 */
public record FeedValidators(Optional<String> etag, Optional<String> lastModified) {

    /** Longer values are not kept: no server needs them, and they would travel in every later request. */
    public static final int MAX_LENGTH = 512;

    private static final FeedValidators NONE = new FeedValidators(Optional.empty(), Optional.empty());

    public FeedValidators {
        Objects.requireNonNull(etag, "etag");
        Objects.requireNonNull(lastModified, "lastModified");
        etag = etag.filter(FeedValidators::sendable);
        lastModified = lastModified.filter(FeedValidators::sendable);
    }

    public static FeedValidators none() {
        return NONE;
    }

    public boolean isEmpty() {
        return etag.isEmpty() && lastModified.isEmpty();
    }

    /** Visible ASCII and spaces only: anything else could not go back out in a request header. */
    private static boolean sendable(String value) {
        if (value.isBlank() || value.length() > MAX_LENGTH) {
            return false;
        }
        return value.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
    }
}
