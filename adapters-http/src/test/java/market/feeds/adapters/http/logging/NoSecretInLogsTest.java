package market.feeds.adapters.http.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import java.net.http.HttpRequest;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** No API key, operator token, feed token or body reaches any log line, at any level, through the adapter. */
class NoSecretInLogsTest {

    private static final String BODY_MARKER = "body-marker-7f3a";
    private static final String FEED_TOKEN = "feed-token-5d2c";

    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private Level previous;
    private TestServer server;

    @BeforeEach
    void capture() {
        previous = root.getLevel();
        root.setLevel(Level.DEBUG);
        captured.start();
        root.addAppender(captured);
        server = new TestServer();
    }

    @AfterEach
    void release() {
        server.close();
        root.detachAppender(captured);
        root.setLevel(previous);
    }

    @Test
    void aLifeCycleThroughTheAdapterLogsNoSecretAndNoBody() {
        String op = TestServer.OPERATOR_TOKEN;
        server.http.json("POST", "/admin/v1/vendors", op, "{\"slug\":\"acme\"}");
        Reply issued = server.http.json("POST", "/admin/v1/vendors/acme/keys", op, "{\"scopes\":[\"products:write\"]}");
        String secret = issued.json().get("secret").asText();
        String key = server.vendor.key(secret, "acme", true, Scope.PRODUCTS_WRITE, Scope.OFFERS_WRITE);
        server.http.json("PUT", "/admin/v1/vendors/acme/feed", op,
                "{\"url\":\"https://feeds.example.com/a.json\",\"hour\":3,\"time_zone\":\"UTC\",\"token\":\"" + FEED_TOKEN + "\"}");
        server.http.json("GET", "/v1/whoami", key, null);
        write("POST", "/v1/products", key);
        write("PATCH", "/v1/offers?dry_run=true", key);
        write("PATCH", "/v1/offers", "vfk_wrong_" + secret);
        server.http.json("POST", "/admin/v1/vendors/acme/keys", op, "{\"scopes\":[\"" + BODY_MARKER + "\"]}");
        server.http.json("GET", "/metrics", op, null);
        server.http.json("GET", "/test/boom", key, null);
        server.http.json("DELETE", "/admin/v1/vendors/acme/keys/k-1", op, null);

        assertThat(captured.list).isNotEmpty();
        for (ILoggingEvent event : captured.list) {
            String line = event.getFormattedMessage() + event.getMDCPropertyMap()
                    + (event.getThrowableProxy() == null ? "" : ThrowableProxyUtil.asString(event.getThrowableProxy()));
            assertThat(line).doesNotContain(secret, op, FEED_TOKEN, BODY_MARKER, "Authorization", "Bearer ");
        }
    }

    private void write(String method, String path, String key) {
        server.http.send(server.http.request(method, path,
                HttpRequest.BodyPublishers.ofString("{\"items\":[{\"sku\":\"" + BODY_MARKER + "\"}]}"))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .header("Idempotency-Key", "0123456789abcdef0"));
    }
}
