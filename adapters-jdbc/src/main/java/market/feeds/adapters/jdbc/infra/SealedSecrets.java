package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;

/**
 * Everything the database keeps sealed with the secret key, the key check and the feed tokens, held and rewritten in
 * one transaction (decision 0006, amended in session 31): a rotation killed halfway leaves every row as it was, and two
 * nodes rotating at once take turns on the key check's row, so the second finds the first one's work.
 */
public final class SealedSecrets {

    /** Longer than a rotation of every stored token takes, shorter than the pool's 35 s socket timeout. */
    private static final String LOCK_WAIT = "25s";

    private final DataSource dataSource;

    public SealedSecrets(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /** A vendor's stored feed token as sealed bytes. */
    public record SealedToken(String vendorId, byte[] sealed) {
        public SealedToken {
            Objects.requireNonNull(vendorId, "vendorId");
            Objects.requireNonNull(sealed, "sealed");
        }
    }

    /** The rows as held by the transaction: read when held, written when asked, committed together. */
    public interface Held {
        Optional<String> keyCheck();

        List<SealedToken> tokens();

        /** One statement for all of them, whatever their number. */
        void replaceTokens(List<SealedToken> resealed);

        void replaceKeyCheck(String value);
    }

    /**
     * Runs {@code work} on the rows held: the key check's row locked, and {@code feed_settings} kept from any other
     * write (a node saving a token meanwhile waits, then writes over the rewritten row) while reads go on. Commits
     * what {@code work} wrote once it returns; rolls all of it back if it throws.
     */
    public <T> T rewrite(String keyCheckSetting, Function<Held, T> work) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.apply(hold(connection, keyCheckSetting));
                connection.commit();
                return result;
            } catch (RuntimeException | SQLException e) {
                // The pool gives the connection back in auto-commit, as it took it.
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("rewriting the sealed secrets failed", e);
        }
    }

    private static Held hold(Connection connection, String keyCheckSetting) throws SQLException {
        try (PreparedStatement wait = connection.prepareStatement("SELECT set_config('lock_timeout', ?, true)")) {
            wait.setString(1, LOCK_WAIT);
            wait.execute();
        }
        Optional<String> keyCheck;
        try (PreparedStatement check = connection.prepareStatement(
                "SELECT value FROM service_settings WHERE key = ? FOR UPDATE")) {
            check.setString(1, keyCheckSetting);
            try (ResultSet rows = check.executeQuery()) {
                keyCheck = rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
            }
        }
        try (PreparedStatement lock = connection.prepareStatement(
                "LOCK TABLE feed_settings IN SHARE ROW EXCLUSIVE MODE")) {
            lock.execute();
        }
        List<SealedToken> tokens = new ArrayList<>();
        try (PreparedStatement read = connection.prepareStatement(
                "SELECT vendor_id::text, sealed_token FROM feed_settings WHERE sealed_token IS NOT NULL");
             ResultSet rows = read.executeQuery()) {
            while (rows.next()) {
                tokens.add(new SealedToken(rows.getString(1), rows.getBytes(2)));
            }
        }
        return new HeldRows(connection, keyCheckSetting, keyCheck, List.copyOf(tokens));
    }

    private record HeldRows(Connection connection, String keyCheckSetting, Optional<String> keyCheck,
                            List<SealedToken> tokens) implements Held {

        @Override
        public void replaceTokens(List<SealedToken> resealed) {
            if (resealed.isEmpty()) {
                return;
            }
            // Base64 text, since a bytea[] parameter is not what every driver version binds alike.
            try (PreparedStatement update = connection.prepareStatement("""
                    UPDATE feed_settings f SET sealed_token = decode(t.sealed, 'base64')
                    FROM unnest(?::uuid[], ?::text[]) AS t (vendor_id, sealed)
                    WHERE f.vendor_id = t.vendor_id""")) {
                update.setArray(1, connection.createArrayOf("text",
                        resealed.stream().map(SealedToken::vendorId).toArray()));
                update.setArray(2, connection.createArrayOf("text", resealed.stream()
                        .map(token -> Base64.getEncoder().encodeToString(token.sealed())).toArray()));
                update.executeUpdate();
            } catch (SQLException e) {
                throw new IllegalStateException("re-sealing the stored feed tokens failed", e);
            }
        }

        @Override
        public void replaceKeyCheck(String value) {
            try (PreparedStatement upsert = connection.prepareStatement("""
                    INSERT INTO service_settings (key, value) VALUES (?, ?)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value""")) {
                upsert.setString(1, keyCheckSetting);
                upsert.setString(2, value);
                upsert.executeUpdate();
            } catch (SQLException e) {
                throw new IllegalStateException("rewriting the secret key check failed", e);
            }
        }
    }
}
