package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A write is authorised from its headers, before its body arrives. Once the operator's revocation of its key or
 * deactivation of its vendor has answered, a write whose body was still on its way is refused as it would be now,
 * with nothing applied (decision 0217). Over a real socket that sends the body in two halves around the operator's
 * action.
 */
class AccessEndedDuringUploadE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void anOfferUpdateWhoseKeyIsRevokedWhileItsBodyUploadsIsUnauthorizedAndAppliesNothing() throws Exception {
        String slug = service.operator().vendor("upload-revoked");
        String product = service.operator().catalogProduct("Corn", "Dekalb", "seeds", "bag");
        service.operator().offer(slug, "SKU-1", product, "100", "5");
        JsonNode key = expect(service.operator().call("POST", "/vendors/" + slug + "/keys",
                "{\"scopes\":[\"offers:write\"]}"), 201).json();
        byte[] body = Bodies.items(Bodies.offer("SKU-1", "\"price\":120")).getBytes(StandardCharsets.UTF_8);

        String answer = sendInTwoHalves("PATCH", "/v1/offers", key.get("secret").asText(), body, slug, "offers",
                () -> expect(service.operator().call("DELETE", "/vendors/" + slug + "/keys/" + key.get("id").asText(),
                        null), 204));

        assertThat(answer).startsWith("HTTP/1.1 401").contains("\"code\":\"unauthorized\"");
        assertThat(service.operator().offers(slug, "SKU-1").get(0).get("price").decimalValue())
                .isEqualByComparingTo("100");
    }

    @Test
    void aProductFeedWhoseVendorIsDeactivatedWhileItsBodyUploadsIsForbiddenAndOpensNoReview() throws Exception {
        String slug = service.operator().vendor("upload-deactivated");
        String secret = service.operator().writerKey(slug);
        byte[] body = Bodies.products("NEW-", 3).getBytes(StandardCharsets.UTF_8);

        String answer = sendInTwoHalves("POST", "/v1/products", secret, body, slug, "products",
                () -> expect(service.operator().call("PATCH", "/vendors/" + slug, "{\"active\":false}"), 200));

        assertThat(answer).startsWith("HTTP/1.1 403").contains("\"code\":\"forbidden\"");
        assertThat(service.operator().positions(slug, "")).isEmpty();
    }

    /**
     * Sends the headers and half the body, waits until the request was admitted (its rate log counts it, which
     * happens only after its key was judged), lets {@code meanwhile} answer, then sends the rest. The raw answer.
     */
    private static String sendInTwoHalves(String method, String path, String secret, byte[] body, String slug,
                                          String bucket, Runnable meanwhile) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", service.port())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            String head = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + secret
                    + "\r\nContent-Type: application/json\r\nIdempotency-Key: " + VendorClient.freshKey()
                    + "\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, body.length / 2);
            out.flush();
            await().atMost(Duration.ofSeconds(10)).until(() -> admitted(slug, bucket));
            meanwhile.run();
            out.write(body, body.length / 2, body.length - body.length / 2);
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static boolean admitted(String slug, String bucket) throws SQLException {
        try (Connection connection = service.database().getConnection();
             PreparedStatement query = connection.prepareStatement("""
                     SELECT cardinality(r.hits) FROM rate_logs r JOIN vendors v ON v.id = r.vendor_id
                     WHERE v.slug = ? AND r.bucket = ?""")) {
            query.setString(1, slug);
            query.setString(2, bucket);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() && rows.getInt(1) == 1;
            }
        }
    }
}
