package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Decision 0006, amended in session 31: after a start with FEEDS_SECRET_KEY_PREVIOUS, the pull opens the vendor's
 * token with the new key; a node still running with the old key journals its runs as its own fault, without blaming
 * or notifying the vendor.
 */
class SecretKeyRotationE2eTest {

    private static final String TOKEN = "feed-token-through-rotation-2e7a";
    private static final String PATH = "/rotation/offers.json";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String oldKey = key();
    private final String newKey = key();
    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private TestSchema schema;
    private VendorFeedServer feeds;
    private TestResolver resolver;

    @BeforeEach
    void start() {
        schema = TestDatabase.freshSchema();
        feeds = VendorFeedServer.start();
        resolver = new TestResolver().answer(VendorFeedServer.HOST, "127.0.0.1");
        feeds.serve(PATH, () -> FeedRunE2eTest.json(Bodies.items(Bodies.offer("R-1", "\"price\":1"))));
        captured.start();
        root.addAppender(captured);
    }

    @AfterEach
    void stop() {
        root.detachAppender(captured);
        try {
            feeds.close();
        } finally {
            schema.close();
        }
    }

    @Test
    void aNodeStartedWithThePreviousKeyPullsWithTheTokenReSealedForTheNewOne() {
        try (E2eService oldNode = node(Map.of("FEEDS_SECRET_KEY", oldKey))) {
            oldNode.operator.vendor("rotation");
            savedFeedWithToken(oldNode);
        }
        try (E2eService rotated = node(Map.of("FEEDS_SECRET_KEY", newKey, "FEEDS_SECRET_KEY_PREVIOUS", oldKey))) {
            expect(rotated.operator.call("POST", "/vendors/rotation/feed/runs", null), 200);

            assertThat(FeedRunE2eTest.single(feeds, PATH).getHeaders().values("Authorization"))
                    .containsExactly("Bearer " + TOKEN);
        }
    }

    @Test
    void aNodeLeftOnTheOldKeyJournalsItsOwnFaultAndDoesNotNotifyTheVendor() {
        try (E2eService oldNode = node(Map.of("FEEDS_SECRET_KEY", oldKey))) {
            oldNode.operator.vendor("rotation");
            savedFeedWithToken(oldNode);
            try (E2eService rotated = node(Map.of("FEEDS_SECRET_KEY", newKey, "FEEDS_SECRET_KEY_PREVIOUS", oldKey))) {
                JsonNode run = expect(oldNode.operator.call("POST", "/vendors/rotation/feed/runs", null), 200).json();

                assertThat(run.get("status").asText()).as("%s", run).isEqualTo("failed");
                assertThat(run.get("code").asText()).as("%s", run).isEqualTo("internal_error");
                assertThat(expect(oldNode.operator.call("GET", "/vendors/rotation/notifications", null), 200).json())
                        .isEmpty();
                assertThat(feeds.requestsTo(PATH)).isEmpty();
                assertThat(captured.list.stream().filter(event -> event.getLevel() == Level.ERROR)
                        .map(ILoggingEvent::getFormattedMessage).filter(line -> line.contains("stored feed token")))
                        .singleElement().asString().contains("FEEDS_SECRET_KEY", "rotated").doesNotContain(TOKEN);
            }
        }
    }

    private E2eService node(Map<String, String> keys) {
        Map<String, String> env = new HashMap<>(feeds.environment());
        env.putAll(keys);
        return E2eService.start(schema, env, resolver);
    }

    private static void savedFeedWithToken(E2eService node) {
        expect(node.operator.call("PUT", "/vendors/rotation/feed", "{\"url\":\"" + VendorFeedServer.url(PATH)
                + "\",\"hour\":6,\"time_zone\":\"Europe/Kyiv\",\"token\":\"" + TOKEN + "\"}"), 200);
    }

    private static String key() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return Base64.getEncoder().encodeToString(key);
    }
}
