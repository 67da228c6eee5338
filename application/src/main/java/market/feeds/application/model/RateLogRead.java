package market.feeds.application.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A bucket's rate log as one read found it: its instants, oldest first, and the version they were stored at (empty
 * when the bucket had no log yet). A read made ahead of the admission, with the caller's key (decision 0813), is
 * judged first and stored only over this version, so it is safe whatever its age.
 */
public record RateLogRead(List<Instant> log, OptionalLong version) {

    public RateLogRead {
        log = List.copyOf(Objects.requireNonNull(log, "log"));
        Objects.requireNonNull(version, "version");
        if (version.isEmpty() && !log.isEmpty()) {
            throw new IllegalArgumentException("a log that was never stored holds no instants");
        }
    }
}
