package market.feeds.adapters.http.auth;

import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The credential of {@code Authorization: Bearer <credential>}; anything else counts as no credential, and so does
 * a request with two {@code Authorization} headers: it names no one caller (RFC 9110 allows the field once).
 */
public final class BearerCredential {

    private static final String SCHEME = "Bearer ";

    private BearerCredential() {
    }

    public static Optional<String> of(Context ctx) {
        List<String> headers = Collections.list(ctx.req().getHeaders("Authorization"));
        String header = headers.size() == 1 ? headers.get(0) : null;
        if (header == null || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return Optional.empty();
        }
        String credential = header.substring(SCHEME.length()).strip();
        return credential.isEmpty() ? Optional.empty() : Optional.of(credential);
    }
}
