package market.feeds.application.service;

import java.time.ZoneId;
import java.util.Optional;

/**
 * Time zones as the operator API accepts them: IANA region ids of the tz database only (e.g.
 * {@code Europe/Kyiv}, {@code UTC}), never an offset such as {@code +02:00} or {@code UTC+2}, which has no
 * summer time and would silently drift from the vendor's local hour (decision 0205).
 */
final class TimeZones {

    private TimeZones() {
    }

    static Optional<ZoneId> iana(String id) {
        if (id == null || !ZoneId.getAvailableZoneIds().contains(id)) {
            return Optional.empty();
        }
        return Optional.of(ZoneId.of(id));
    }
}
