package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The transaction settings under which text COPY reproduces every value exactly on another server version, as
 * pg_dump sets them (decision 0014): ISO dates with the offset in UTC, so a timestamptz is read back at the same
 * microsecond whatever either server's time zone; floats with every digit; bytea in hex. Numeric, jsonb, arrays and
 * uuids have one text form. The service's 30 s statement timeout would end the COPY of a large table, so it is lifted
 * for this transaction only; the idle-in-transaction bound stays, and ends a copy whose process was killed.
 */
final class CopySession {

    private CopySession() {
    }

    static void begin(Connection connection) throws SQLException {
        connection.setAutoCommit(false);
        try (Statement sql = connection.createStatement()) {
            sql.execute("SET LOCAL DateStyle = 'ISO, YMD'");
            sql.execute("SET LOCAL IntervalStyle = 'postgres'");
            sql.execute("SET LOCAL TimeZone = 'UTC'");
            sql.execute("SET LOCAL extra_float_digits = 3");
            sql.execute("SET LOCAL bytea_output = 'hex'");
            sql.execute("SET LOCAL statement_timeout = 0");
        }
    }
}
