package market.feeds.application.model;

/**
 * Whether the pull asks {@code If-None-Match} / {@code If-Modified-Since} with the validators of the feed last
 * applied without rejections (decision 0601, amended in session 32). {@link #OFF} by default: the vendor contract
 * describes a plain GET whose only feed is a 200 and whose 3xx is {@code feed_http_error}; a 304 day skips the feed's
 * rows, which a vendor reading that contract does not expect. An operator turns it on
 * ({@code FEEDS_PULL_CONDITIONAL_GET=true}) when the vendors are told that an unchanged feed is not read again.
 */
public enum ConditionalGet {
    OFF,
    ON
}
