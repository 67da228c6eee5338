package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** The service's "now": the injected clock, to the microsecond a database column keeps. */
final class Timestamps {

    private Timestamps() {
    }

    static Instant now(Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
