package market.feeds.bootstrap.e2e.feed;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Direct SQL on the service's tables for what the API cannot stage: a corrupted sealed token, a lease held by
 * another process, and the Quartz triggers armed for a vendor.
 */
final class FeedTables {

    private final DataSource database;

    FeedTables(DataSource database) {
        this.database = database;
    }

    String vendorId(String slug) {
        List<String> ids = strings("SELECT id::text FROM vendors WHERE slug = ?", slug);
        if (ids.size() != 1) {
            throw new IllegalStateException("no vendor " + slug);
        }
        return ids.get(0);
    }

    /** Flips one bit of the AES-GCM tag, so the stored token can no longer be opened. */
    void corruptSealedToken(String slug) {
        int changed = update("""
                UPDATE feed_settings SET sealed_token = set_byte(sealed_token, length(sealed_token) - 1,
                       get_byte(sealed_token, length(sealed_token) - 1) # 1)
                WHERE vendor_id = (SELECT id FROM vendors WHERE slug = ?) AND sealed_token IS NOT NULL""", slug);
        if (changed != 1) {
            throw new IllegalStateException("vendor " + slug + " has no sealed token");
        }
    }

    /** Another process holds the vendor's feed lease for the next ten minutes. */
    void leaseHeldElsewhere(String slug) {
        update("""
                INSERT INTO feed_leases (vendor_id, owner, fencing_token, expires_at)
                SELECT id, 'feeds-another-process', 41, now() + interval '10 minutes' FROM vendors WHERE slug = ?
                ON CONFLICT (vendor_id) DO UPDATE
                SET owner = excluded.owner, fencing_token = feed_leases.fencing_token + 1,
                    expires_at = excluded.expires_at""", slug);
    }

    /** Fire times of the Quartz triggers pending for the vendor's pull job. */
    List<Instant> pendingTriggers(String vendorId) {
        List<Instant> fireTimes = new ArrayList<>();
        for (String millis : strings("SELECT next_fire_time::text FROM qrtz_triggers WHERE job_name = ? "
                + "AND job_group = 'feed-pull' ORDER BY next_fire_time", vendorId)) {
            fireTimes.add(Instant.ofEpochMilli(Long.parseLong(millis)));
        }
        return fireTimes;
    }

    boolean jobStored(String vendorId) {
        return !strings("SELECT job_name FROM qrtz_job_details WHERE job_name = ? AND job_group = 'feed-pull'",
                vendorId).isEmpty();
    }

    private List<String> strings(String sql, String parameter) {
        try (Connection connection = database.getConnection(); PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, parameter);
            List<String> values = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    values.add(rs.getString(1));
                }
            }
            return values;
        } catch (SQLException e) {
            throw new IllegalStateException(sql, e);
        }
    }

    private int update(String sql, String parameter) {
        try (Connection connection = database.getConnection(); PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, parameter);
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(sql, e);
        }
    }
}
