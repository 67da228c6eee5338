package market.feeds.reliability;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/** Brings vendors' daily runs to their due moment without waiting for their hour (shared by the scheduler cases). */
final class DueRuns {

    private DueRuns() {
    }

    /**
     * Re-arms the vendors' one-shot triggers for two seconds from now, named as the service names a trigger for that
     * instant ({@code vendorId@epochMillis}), and moves the settings' planned run there too (a trigger that is not the
     * settings' planned instant runs nothing, decision 0603): what the clock reaching the vendor's hour does, without
     * waiting for an hour boundary. Nothing else of Quartz's state is touched.
     */
    static int makeDueNow(ControlledPostgres postgres, List<SeededVendor> vendors) throws SQLException {
        long due = System.currentTimeMillis() + 2_000;
        // Starts with a space: the text blocks below end in "WHERE", and a text block drops trailing spaces.
        String old = " trigger_group = 'feed-pull' AND trigger_state = 'WAITING'"
                + " AND job_name IN (SELECT id::text FROM vendors WHERE slug = ANY (?))";
        try (Connection connection = postgres.connect()) {
            connection.setAutoCommit(false);
            Object[] slugs = vendors.stream().map(SeededVendor::slug).toArray();
            String name = String.valueOf(due);
            int moved;
            try (PreparedStatement copy = connection.prepareStatement("""
                    INSERT INTO qrtz_triggers
                    SELECT sched_name, job_name || '@' || ?, trigger_group, job_name, job_group, description, ?,
                           prev_fire_time, priority, trigger_state, trigger_type, ?, end_time, calendar_name,
                           misfire_instr, job_data
                    FROM qrtz_triggers WHERE """ + old)) {
                copy.setString(1, name);
                copy.setLong(2, due);
                copy.setLong(3, due);
                copy.setArray(4, connection.createArrayOf("text", slugs));
                moved = copy.executeUpdate();
            }
            try (PreparedStatement copy = connection.prepareStatement("""
                    INSERT INTO qrtz_simple_triggers
                    SELECT s.sched_name, t.job_name || '@' || ?, s.trigger_group, s.repeat_count, s.repeat_interval,
                           s.times_triggered
                    FROM qrtz_simple_triggers s
                    JOIN qrtz_triggers t ON t.sched_name = s.sched_name AND t.trigger_name = s.trigger_name
                                        AND t.trigger_group = s.trigger_group
                    WHERE t.trigger_name <> t.job_name || '@' || ? AND t.trigger_group = 'feed-pull'
                      AND t.trigger_state = 'WAITING'
                      AND t.job_name IN (SELECT id::text FROM vendors WHERE slug = ANY (?))""")) {
                copy.setString(1, name);
                copy.setString(2, name);
                copy.setArray(3, connection.createArrayOf("text", slugs));
                copy.executeUpdate();
            }
            String armedBefore = old + " AND trigger_name <> job_name || '@' || ?";
            try (PreparedStatement drop = connection.prepareStatement(
                    "DELETE FROM qrtz_simple_triggers WHERE (sched_name, trigger_name, trigger_group) IN"
                            + " (SELECT sched_name, trigger_name, trigger_group FROM qrtz_triggers WHERE "
                            + armedBefore + ")")) {
                drop.setArray(1, connection.createArrayOf("text", slugs));
                drop.setString(2, name);
                drop.executeUpdate();
            }
            try (PreparedStatement drop = connection.prepareStatement("DELETE FROM qrtz_triggers WHERE "
                    + armedBefore)) {
                drop.setArray(1, connection.createArrayOf("text", slugs));
                drop.setString(2, name);
                drop.executeUpdate();
            }
            try (PreparedStatement plan = connection.prepareStatement("""
                    UPDATE feed_settings SET next_run_at = ?
                    WHERE vendor_id IN (SELECT id FROM vendors WHERE slug = ANY (?))""")) {
                plan.setObject(1, OffsetDateTime.ofInstant(Instant.ofEpochMilli(due), ZoneOffset.UTC));
                plan.setArray(2, connection.createArrayOf("text", slugs));
                plan.executeUpdate();
            }
            connection.commit();
            return moved;
        }
    }
}
