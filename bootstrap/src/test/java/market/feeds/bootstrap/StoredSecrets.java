package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;

/**
 * For the tests of the secret key check and its rotation: the rows sealed with the key, staged and read by direct SQL,
 * and the environment of a node on a test schema.
 */
final class StoredSecrets {

    private static final SecureRandom RANDOM = new SecureRandom();

    private StoredSecrets() {
    }

    static byte[] key() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return key;
    }

    /** A node on {@code schema} with {@code key}, its own data directory and no scheduler; a map to add to. */
    static Map<String, String> nodeOn(TestSchema schema, byte[] key, Path dataDir) {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATABASE_URL", shared.jdbcUrl() + "?currentSchema=" + schema.name());
        shared.user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        shared.password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        env.put("FEEDS_SECRET_KEY", Base64.getEncoder().encodeToString(key));
        env.put("FEEDS_ADMIN_TOKEN", "key-check-operator-token-5d21");
        env.put("FEEDS_DATA_DIR", dataDir.toString());
        env.put("FEEDS_PULL_ENABLED", "false");
        return env;
    }

    /** Neither spelling of base64 a key may be given in shows in {@code output}. */
    static void assertNoKeys(String output, byte[]... keys) {
        for (byte[] key : keys) {
            assertThat(output).doesNotContain(Base64.getEncoder().encodeToString(key),
                    Base64.getUrlEncoder().withoutPadding().encodeToString(key));
        }
    }

    /** A vendor with a feed token sealed with {@code key}, as a node with that key saves it; answers its id. */
    static String storeToken(TestSchema schema, byte[] key, String token) throws SQLException {
        String vendorId = UUID.randomUUID().toString();
        try (Connection connection = schema.dataSource().getConnection();
             PreparedStatement vendor = connection.prepareStatement(
                     "INSERT INTO vendors (id, slug, name, active, may_publish) VALUES (?::uuid, ?, ?, true, true)");
             PreparedStatement feed = connection.prepareStatement("INSERT INTO feed_settings (vendor_id, url, hour, "
                     + "time_zone, sealed_token, next_run_at) VALUES (?::uuid, ?, 4, 'Europe/Kyiv', ?, now())")) {
            vendor.setString(1, vendorId);
            vendor.setString(2, "rotated-" + vendorId.substring(0, 8));
            vendor.setString(3, "Rotated Vendor");
            vendor.executeUpdate();
            feed.setString(1, vendorId);
            feed.setString(2, "https://feeds.agrovendor.com/offers.json");
            feed.setBytes(3, new AesGcmSecretBox(key, RANDOM).seal(token, vendorId));
            feed.executeUpdate();
        }
        return vendorId;
    }

    static byte[] sealedToken(TestSchema schema, String vendorId) throws SQLException {
        return one(schema, "SELECT sealed_token FROM feed_settings WHERE vendor_id = ?::uuid", vendorId,
                rows -> rows.getBytes(1));
    }

    static String keyCheck(TestSchema schema) throws SQLException {
        return one(schema, "SELECT value FROM service_settings WHERE key = ?", SecretKeyCheck.SETTING,
                rows -> rows.getString(1));
    }

    private interface Column<T> {
        T read(ResultSet rows) throws SQLException;
    }

    private static <T> T one(TestSchema schema, String sql, String parameter, Column<T> column) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             PreparedStatement query = connection.prepareStatement(sql)) {
            query.setString(1, parameter);
            try (ResultSet rows = query.executeQuery()) {
                assertThat(rows.next()).as(sql).isTrue();
                return column.read(rows);
            }
        }
    }
}
