package market.feeds.adapters.http.auth;

import io.javalin.http.Context;
import java.util.Optional;

/** The credential of {@code Authorization: Bearer <credential>}; anything else counts as no credential. */
public final class BearerCredential {

    private static final String SCHEME = "Bearer ";

    private BearerCredential() {
    }

    public static Optional<String> of(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return Optional.empty();
        }
        String credential = header.substring(SCHEME.length()).strip();
        return credential.isEmpty() ? Optional.empty() : Optional.of(credential);
    }
}
