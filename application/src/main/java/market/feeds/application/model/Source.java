package market.feeds.application.model;

import java.util.Locale;

/** Where a journaled request came from: the vendor's API calls or the scheduled feed pull. */
public enum Source {
    API, FEED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
