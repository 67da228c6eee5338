package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Sets each identity sequence of the target where the source's stands. COPY writes the identity values it is given
 * (GENERATED ALWAYS included), but leaves the sequence behind; the next insert on the target would then take a value
 * a copied row holds. Called after the target's {@code TRUNCATE … RESTART IDENTITY} in the same transaction, which
 * makes these setval calls roll back with it.
 */
final class IdentityPositions {

    private static final String SEQUENCE = "SELECT pg_get_serial_sequence(?, ?)";
    private static final String SET = "SELECT setval(pg_get_serial_sequence(?, ?), ?, ?)";

    private IdentityPositions() {
    }

    static void carry(Connection source, Connection target, ServiceTable table) throws SQLException {
        for (String column : table.identityColumns()) {
            String sequence = sequenceOf(source, table, column);
            long lastValue;
            boolean called;
            try (PreparedStatement read = source.prepareStatement("SELECT last_value, is_called FROM " + sequence);
                 ResultSet row = read.executeQuery()) {
                row.next();
                lastValue = row.getLong(1);
                called = row.getBoolean(2);
            }
            try (PreparedStatement set = target.prepareStatement(SET)) {
                set.setString(1, SqlNames.quoted(table.name()));
                set.setString(2, column);
                set.setLong(3, lastValue);
                set.setBoolean(4, called);
                set.executeQuery().close();
            }
        }
    }

    private static String sequenceOf(Connection connection, ServiceTable table, String column) throws SQLException {
        try (PreparedStatement find = connection.prepareStatement(SEQUENCE)) {
            find.setString(1, SqlNames.quoted(table.name()));
            find.setString(2, column);
            try (ResultSet row = find.executeQuery()) {
                row.next();
                // Already quoted and schema-qualified by the server.
                return row.getString(1);
            }
        }
    }
}
