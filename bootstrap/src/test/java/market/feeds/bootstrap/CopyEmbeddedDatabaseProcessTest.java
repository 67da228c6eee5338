package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0014, on real processes: a service run on the embedded database, copied by
 * {@code copy-embedded-database} into a new database of the test server, serves the same vendors, keys, offers and
 * feed token there, with the same operator token, once started with the data directory's secret key.
 */
class CopyEmbeddedDatabaseProcessTest {

    private static final Duration HEALTHY_WITHIN = Duration.ofSeconds(90);
    private static final Duration COPIED_WITHIN = Duration.ofSeconds(120);
    private static final Pattern OPERATOR_TOKEN = Pattern.compile("fdadm_[A-Za-z0-9_-]+");
    private static final String FEED_HOST = "feeds.copy-e2e.com";
    private static final String FEED_TOKEN = "feed-token-copy-e2e-7c3f";
    private static final String OTHER_KEY = "YW5vdGhlci1rZXktb2YtMzItYnl0ZXMtZm9yLWNvcHk=";
    private static final List<String> COPY = List.of(CopyEmbeddedDatabaseCommand.NAME);

    @RegisterExtension
    final ServiceProcesses services = new ServiceProcesses();

    @Test
    void aCopiedDatabaseServesTheSameKeysTokenOffersAndFeedTokenAndACopyWhileTheServiceRunsIsRefused()
            throws Exception {
        Path dataDir = services.work().resolve("data");
        List<String> hosts = hostsFile();
        ServiceProcess embedded = services.start(Map.of("FEEDS_DATA_DIR", dataDir.toString(),
                "FEEDS_PULL_ENABLED", "false", "FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8"), hosts, List.of());
        assertThat(embedded.awaitHealthy(HEALTHY_WITHIN)).as(embedded.output()).isTrue();
        Matcher shown = OPERATOR_TOKEN.matcher(embedded.stdout());
        assertThat(shown.find()).as(embedded.stdout()).isTrue();
        String operatorToken = shown.group();
        Http before = new Http(embedded.port());
        expect(admin(before, operatorToken, "POST", "/vendors", "{\"slug\":\"copied\"}"), 201);
        String apiKey = expect(admin(before, operatorToken, "POST", "/vendors/copied/keys",
                "{\"scopes\":[\"products:write\",\"offers:write\"]}"), 201).json().get("secret").asText();
        String productId = expect(admin(before, operatorToken, "POST", "/catalog/products", "{\"name\":\"Copied"
                + " seed\",\"brand\":\"Agro\",\"category\":\"seeds\",\"unit\":\"bag\"}"), 201)
                .json().get("id").asText();
        String offerId = expect(admin(before, operatorToken, "POST", "/vendors/copied/offers", "{\"sku\":\"C-1\","
                + "\"catalog_product_id\":\"" + productId + "\",\"price\":12.345678,\"stock\":3}"), 201)
                .json().get("id").asText();
        expect(admin(before, operatorToken, "PUT", "/vendors/copied/feed", "{\"url\":\"https://" + FEED_HOST
                + "/offers.json\",\"hour\":3,\"time_zone\":\"Europe/Kyiv\",\"token\":\"" + FEED_TOKEN + "\"}"), 200);

        String target = createDatabase();
        try {
            ServiceProcess refused = services.start(copyEnvironment(dataDir, target), List.of(), COPY);
            assertThat(refused.awaitExit(COPIED_WITHIN)).as(refused.output()).isEqualTo(Main.EXIT_DATABASE_REFUSED);
            assertThat(refused.stderr().lines().toList()).as(refused.output()).hasSize(1).first().asString()
                    .startsWith("copy refused: data directory").contains("stop the service on FEEDS_DATA_DIR first");
            assertThat(embedded.terminate(Duration.ofSeconds(30))).isTrue();

            Map<String, String> otherKey = copyEnvironment(dataDir, target);
            otherKey.put("FEEDS_SECRET_KEY", OTHER_KEY);
            ServiceProcess wrongKey = services.start(otherKey, List.of(), COPY);
            assertThat(wrongKey.awaitExit(COPIED_WITHIN)).as(wrongKey.output()).isEqualTo(Main.EXIT_CONFIGURATION);
            assertThat(wrongKey.stderr().lines().toList()).as(wrongKey.output()).hasSize(1).first().asString()
                    .startsWith("configuration error: FEEDS_SECRET_KEY differs from the key in"
                            + " FEEDS_DATA_DIR/secret.key")
                    .doesNotContain(OTHER_KEY);

            ServiceProcess copy = services.start(copyEnvironment(dataDir, target), List.of(), COPY);
            assertThat(copy.awaitExit(COPIED_WITHIN)).as(copy.output()).isZero();
            assertThat(copy.stdout()).contains("copied table offers: 1 rows", "copied table api_keys: 1 rows",
                    "copied table feed_settings: 1 rows", "next: ", "FEEDS_SECRET_KEY set to the content of"
                            + " FEEDS_DATA_DIR/secret.key");
            assertThat(copy.stdout()).as("each schema line comes after the name of the database it is about")
                    .containsPattern("(?s)the source: the embedded database in .*?database schema at version .*?"
                            + "the target: .*?database schema at version ");
            String secretKey = Files.readString(dataDir.resolve("secret.key"), StandardCharsets.US_ASCII).strip();
            assertThat(copy.output()).doesNotContain(secretKey, apiKey, operatorToken, FEED_TOKEN, "\tat ");

            Map<String, String> node = targetEnvironment(target);
            node.put("FEEDS_SECRET_KEY", secretKey);
            node.put("FEEDS_DATA_DIR", services.work().resolve("node-data").toString());
            node.put("FEEDS_PULL_ENABLED", "false");
            ServiceProcess moved = services.start(node);
            assertThat(moved.awaitHealthy(HEALTHY_WITHIN)).as(moved.output()).isTrue();
            Http after = new Http(moved.port());
            assertThat(expect(after.json("GET", "/v1/whoami", apiKey, null), 200).body()).contains("copied");
            assertThat(expect(admin(after, operatorToken, "GET", "/vendors/copied/offers?sku=C-1", null), 200)
                    .body()).contains(offerId, "12.345678");
            assertThat(expect(admin(after, operatorToken, "GET", "/vendors/copied/feed", null), 200).json()
                    .get("has_token").asBoolean()).isTrue();
            assertThat(moved.output()).as("every stored feed token opens with the key (SealedTokenCheck)")
                    .doesNotContain("cannot be opened with this secret key");
            // The identity sequences moved with the rows: new rows take new numbers.
            expect(admin(after, operatorToken, "POST", "/vendors/copied/keys", "{\"scopes\":[\"offers:write\"]}"),
                    201);
            assertThat(moved.stdout()).as("no new operator token was generated").doesNotContain("fdadm_");
        } finally {
            dropDatabase(target);
        }
    }

    @Test
    void anUnknownArgumentEndsWithExitCode2AndOneLineNamingTheCommand() throws Exception {
        ServiceProcess unknown = services.start(Map.of("FEEDS_DATA_DIR", services.work().resolve("data").toString()),
                List.of(), List.of("copy-embeded-database"));

        assertThat(unknown.awaitExit(Duration.ofSeconds(30))).isEqualTo(Main.EXIT_CONFIGURATION);
        assertThat(unknown.stderr().lines().toList()).hasSize(1).first().asString()
                .contains(CopyEmbeddedDatabaseCommand.NAME).doesNotContain("copy-embeded-database");
        assertThat(Files.exists(services.work().resolve("data"))).as("nothing started").isFalse();
    }

    private Map<String, String> copyEnvironment(Path dataDir, String database) {
        Map<String, String> env = targetEnvironment(database);
        env.put("FEEDS_DATA_DIR", dataDir.toString());
        return env;
    }

    private static Map<String, String> targetEnvironment(String database) {
        DatabaseEndpoint shared = TestDatabase.endpoint();
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_DATABASE_URL", withDatabase(shared.jdbcUrl(), database));
        shared.user().ifPresent(user -> env.put("FEEDS_DATABASE_USER", user));
        shared.password().ifPresent(password -> env.put("FEEDS_DATABASE_PASSWORD", password));
        return env;
    }

    /** The feed's host name mapped to loopback for the child JVM: saving the settings resolves and pins it. */
    private List<String> hostsFile() throws Exception {
        Path hosts = services.work().resolve("hosts");
        Files.writeString(hosts, "127.0.0.1 " + FEED_HOST + "\n");
        return List.of("-Djdk.net.hosts.file=" + hosts);
    }

    private static Reply admin(Http http, String token, String method, String path, String body) {
        return http.json(method, "/admin/v1" + path, token, body);
    }

    private static Reply expect(Reply reply, int status) {
        assertThat(reply.status()).as("%s", reply).isEqualTo(status);
        return reply;
    }

    private static String withDatabase(String url, String database) {
        String prefix = "jdbc:postgresql://";
        int slash = url.indexOf('/', prefix.length());
        int query = url.indexOf('?', slash);
        return url.substring(0, slash + 1) + database + (query < 0 ? "" : url.substring(query));
    }

    private static String createDatabase() throws SQLException {
        String name = "copy_target_" + UUID.randomUUID().toString().replace("-", "");
        administer("CREATE DATABASE " + name);
        return name;
    }

    private static void dropDatabase(String name) throws SQLException {
        administer("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }

    private static void administer(String statement) throws SQLException {
        try (var admin = PooledDataSources.create(TestDatabase.endpoint(), "copy-test-admin", 1);
             Connection connection = admin.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute(statement);
        }
    }
}
