package market.feeds.application.model;

import java.util.Locale;

/** Outcome of a journaled request as a whole; rows may still be rejected in a succeeded request. */
public enum RequestStatus {
    SUCCEEDED, FAILED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
