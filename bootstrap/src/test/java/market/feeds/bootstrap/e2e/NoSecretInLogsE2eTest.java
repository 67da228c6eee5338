package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;

/** A full life cycle logs neither the API key, the operator token, the feed token nor any body. */
@ExtendWith(FreshSchemaExtension.class)
class NoSecretInLogsE2eTest {

    private static final String FEED_TOKEN = "feed-token-e2e-4c1d8b";
    private static final String BODY_MARKER = "Body marker 93ad";

    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Logger service = (Logger) LoggerFactory.getLogger("market.feeds");
    private Level previous;

    @BeforeEach
    void capture() {
        previous = service.getLevel();
        service.setLevel(Level.DEBUG);
        captured.start();
        root.addAppender(captured);
    }

    @AfterEach
    void release() {
        root.detachAppender(captured);
        service.setLevel(previous);
    }

    @Test
    void aFullLifeCycleLogsNoSecret(TestSchema schema) {
        String apiKey;
        try (LoopbackFeed feed = new LoopbackFeed();
             E2eService running = E2eService.start(schema, feed.environment(), feed.resolver())) {
            Operator operator = running.operator;
            String slug = operator.vendor("quiet");
            String catalogId = operator.catalogProduct("Quiet seed", "Agro", "seeds", "bag");
            apiKey = operator.writerKey(slug);
            VendorClient vendor = new VendorClient(running.http, apiKey);
            expect(operator.call("PUT", "/vendors/" + slug + "/feed", "{\"url\":\"" + LoopbackFeed.URL + "\","
                    + "\"hour\":3,\"time_zone\":\"Europe/Kyiv\",\"token\":\"" + FEED_TOKEN + "\"}"), 200);
            expect(vendor.whoami(), 200);
            Reply posted = expect(vendor.products(Bodies.items(Bodies.product("Q-1")
                    .replace("Hybrid seed Q-1", BODY_MARKER), "{\"sku\":\"" + BODY_MARKER + "\"}")), 202);
            operator.awaitJob(posted.json().get("job_id").asText());
            operator.offer(slug, "Q-2", catalogId, "10", "1");
            expect(vendor.offers(Bodies.items(Bodies.offer("Q-2", "\"price\":11"),
                    Bodies.offer(BODY_MARKER, "\"price\":1"))), 202);
            vendor.write("PATCH", "/v1/offers", "{\"items\":[{\"sku\":\"" + BODY_MARKER + "\",\"currency\":1}]}",
                    VendorClient.freshKey());
            running.http.json("GET", "/v1/whoami", apiKey + "x", null);
            running.http.json("GET", "/admin/v1/vendors/quiet", E2eService.OPERATOR_TOKEN + "x", null);
            expect(operator.call("GET", "/vendors/" + slug + "/journal", null), 200);
            expect(running.http.json("GET", "/metrics", E2eService.OPERATOR_TOKEN, null), 200);
            feed.answer(200, Bodies.items(Bodies.offer("Q-2", "\"stock\":4"), Bodies.offer(BODY_MARKER, "\"stock\":1")));
            expect(operator.call("POST", "/vendors/" + slug + "/feed/runs", null), 200);
            feed.answer(401, "token refused");
            expect(operator.call("POST", "/vendors/" + slug + "/feed/runs", null), 200);
        }

        assertThat(captured.list).isNotEmpty();
        for (ILoggingEvent event : captured.list) {
            String line = event.getFormattedMessage() + " " + event.getMDCPropertyMap() + " "
                    + (event.getThrowableProxy() == null ? "" : ThrowableProxyUtil.asString(event.getThrowableProxy()));
            assertThat(line).doesNotContain(apiKey, E2eService.OPERATOR_TOKEN, FEED_TOKEN, BODY_MARKER);
        }
    }
}
