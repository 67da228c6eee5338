package market.feeds.application.model;

import java.util.Locale;

/** Life of a product job: queued until a worker claims it, running under a lease, then done or failed. */
public enum JobState {
    QUEUED, RUNNING, DONE, FAILED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean open() {
        return this == QUEUED || this == RUNNING;
    }
}
