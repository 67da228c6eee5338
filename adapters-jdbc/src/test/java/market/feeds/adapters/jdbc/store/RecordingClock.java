package market.feeds.adapters.jdbc.store;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;

/** A clock that remembers, per thread, the instant it last told: the moment a rate decision was taken. */
final class RecordingClock extends Clock {

    private static final ThreadLocal<Instant> LAST = new ThreadLocal<>();

    private final Clock delegate;

    RecordingClock(Clock delegate) {
        this.delegate = delegate;
    }

    /** As the service decides on it: to the microsecond. */
    static Instant lastRead() {
        return LAST.get().truncatedTo(ChronoUnit.MICROS);
    }

    @Override
    public Instant instant() {
        Instant now = delegate.instant();
        LAST.set(now);
        return now;
    }

    @Override
    public ZoneId getZone() {
        return delegate.getZone();
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return new RecordingClock(delegate.withZone(zone));
    }
}
