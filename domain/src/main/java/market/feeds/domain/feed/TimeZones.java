package market.feeds.domain.feed;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * Time zones as the operator API accepts them: IANA region ids of the tz database only (e.g.
 * {@code Europe/Kyiv}, {@code UTC}), never an offset such as {@code +02:00} or {@code UTC+2}, which has no
 * summer time and would silently drift from the vendor's local hour (decision 0205).
 */
public final class TimeZones {

    /**
     * The JDK's ids less {@code SystemV/*}: IANA removed those in 2020b, the JDK still carries them from its own
     * compatibility file, so they are not IANA ids (decision 0205, amended).
     */
    private static final List<String> IANA = ZoneId.getAvailableZoneIds().stream()
            .filter(id -> !id.startsWith("SystemV/")).sorted().toList();

    private TimeZones() {
    }

    /** The zone of an accepted id, exactly as written (case-sensitive); empty for anything else. */
    public static Optional<ZoneId> iana(String id) {
        if (id == null || !IANA.contains(id)) {
            return Optional.empty();
        }
        return Optional.of(ZoneId.of(id));
    }

    /** Every accepted id, sorted: the choices a form offers. */
    public static List<String> ids() {
        return IANA;
    }
}
