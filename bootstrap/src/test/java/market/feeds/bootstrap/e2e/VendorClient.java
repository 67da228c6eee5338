package market.feeds.bootstrap.e2e;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.http.support.Http.Reply;

/** One vendor key calling the vendor API; every real write gets a fresh Idempotency-Key unless one is given. */
public final class VendorClient {

    private final Http http;
    final String key;

    public VendorClient(Http http, String key) {
        this.http = http;
        this.key = key;
    }

    public Reply whoami() {
        return http.json("GET", "/v1/whoami", key, null);
    }

    public Reply products(String body) {
        return write("POST", "/v1/products", body, freshKey());
    }

    public Reply offers(String body) {
        return write("PATCH", "/v1/offers", body, freshKey());
    }

    public Reply write(String method, String path, String body, String idempotencyKey) {
        var request = http.jsonRequest(method, path, key, body.getBytes(StandardCharsets.UTF_8));
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return http.send(request);
    }

    public Reply rejections(String requestId, String query) {
        return http.json("GET", "/v1/requests/" + requestId + "/rejections" + query, key, null);
    }

    static String freshKey() {
        return "e2e-" + UUID.randomUUID();
    }
}
