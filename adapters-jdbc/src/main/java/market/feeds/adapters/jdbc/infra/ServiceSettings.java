package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;

/** Key/value settings the service keeps for itself in {@code service_settings} (e.g. the operator token hash). */
public final class ServiceSettings {

    private static final String SELECT = "SELECT value FROM service_settings WHERE key = ?";
    private static final String INSERT_IF_ABSENT =
            "INSERT INTO service_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING";
    private static final String DELETE = "DELETE FROM service_settings WHERE key = ?";

    private final DataSource dataSource;

    public ServiceSettings(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    public Optional<String> find(String key) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(SELECT)) {
            statement.setString(1, key);
            try (ResultSet rows = statement.executeQuery()) {
                return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading service setting " + key + " failed", e);
        }
    }

    /**
     * Stores {@code value} unless the key already has one. Two instances starting together on one
     * database both call this; exactly one wins, and the returned flag says whether it was this one.
     */
    public boolean putIfAbsent(String key, String value) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(INSERT_IF_ABSENT)) {
            statement.setString(1, key);
            statement.setString(2, value);
            return statement.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new IllegalStateException("writing service setting " + key + " failed", e);
        }
    }

    /** Forgets the key's value; true if there was one. */
    public boolean remove(String key) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(DELETE)) {
            statement.setString(1, key);
            return statement.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new IllegalStateException("removing service setting " + key + " failed", e);
        }
    }
}
