package market.feeds.adapters.http.operatorapi;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Decision 0503: a member name an operator sent comes back in a refusal cut to 256 characters and the mark. */
class OperatorEchoCutTest {

    private static final String LONG = "a".repeat(5000);
    private static final String CUT = "a".repeat(256) + "…";

    private final TestServer server = new TestServer();

    @BeforeEach
    void aVendor() {
        assertThat(admin("POST", "/admin/v1/vendors", "{\"slug\":\"acme\"}").status()).isEqualTo(201);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anUnknownMemberIsNamedCutInTheDetailAsInThePointer() {
        Reply refused = admin("PATCH", "/admin/v1/vendors/acme", "{\"" + LONG + "\":true}");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("pointer").asText()).isEqualTo("/" + CUT);
        assertThat(refused.json().get("detail").asText()).isEqualTo("Unknown member " + CUT + ".");
    }

    private Reply admin(String method, String path, String body) {
        return server.http.json(method, path, TestServer.OPERATOR_TOKEN, body);
    }
}
