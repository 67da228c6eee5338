package market.feeds.bootstrap.e2e;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * A journal to page through, written straight to the database: far quicker than as many requests, and with request
 * ids and times a test can name. Request n (1 to {@code count}) has the id {@link #requestId}(n) and is n seconds
 * after 2026-11-01T00:00Z; an even n is a failed feed run, an odd one a succeeded API write.
 */
public final class JournalSeed {

    private JournalSeed() {
    }

    /** @return how many entries were written: {@code count} when the vendor exists */
    public static int write(DataSource database, String slug, int count) throws SQLException {
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement("""
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at,
                                          status, code, accepted, applied, rejected_total)
                    SELECT CAST('00000000-0000-0000-0000-' || lpad(g::text, 12, '0') AS uuid), v.id,
                           CASE WHEN g % 2 = 0 THEN 'feed' ELSE 'api' END,
                           CASE WHEN g % 2 = 0 THEN 'feed' ELSE 'PATCH /v1/offers' END, false,
                           timestamptz '2026-11-01 00:00Z' + g * interval '1 second',
                           timestamptz '2026-11-01 00:00Z' + g * interval '1 second',
                           CASE WHEN g % 2 = 0 THEN 'failed' ELSE 'succeeded' END,
                           CASE WHEN g % 2 = 0 THEN 'feed_http_error' END,
                           CASE WHEN g % 2 = 0 THEN NULL ELSE 1 END, CASE WHEN g % 2 = 0 THEN NULL ELSE 1 END, 0
                    FROM vendors v, generate_series(1, ?) g WHERE v.slug = ?""")) {
            s.setInt(1, count);
            s.setString(2, slug);
            return s.executeUpdate();
        }
    }

    public static String requestId(int n) {
        return "00000000-0000-0000-0000-%012d".formatted(n);
    }
}
