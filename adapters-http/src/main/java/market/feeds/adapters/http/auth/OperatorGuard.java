package market.feeds.adapters.http.auth;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Admits requests bearing the operator token. Only the token's SHA-256 is held; the comparison takes the
 * same time whatever the bearer sent, so the hash cannot be probed byte by byte.
 */
public final class OperatorGuard {

    private static final int SHA256_BYTES = 32;

    private final byte[] tokenHash;

    /** @param tokenSha256 SHA-256 of the operator token's UTF-8 bytes */
    public OperatorGuard(byte[] tokenSha256) {
        if (tokenSha256 == null || tokenSha256.length != SHA256_BYTES) {
            throw new IllegalArgumentException("the operator token hash must be 32 bytes of SHA-256");
        }
        this.tokenHash = tokenSha256.clone();
    }

    /** From the lower-case hex digest bootstrap keeps (64 hex digits). */
    public static OperatorGuard ofSha256Hex(String hex) {
        return new OperatorGuard(HexFormat.of().parseHex(hex));
    }

    /** SHA-256 of a token's UTF-8 bytes: what {@link #OperatorGuard(byte[])} expects. */
    public static byte[] sha256(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK provides SHA-256", e);
        }
    }

    public boolean admits(Context ctx) {
        Optional<String> bearer = BearerCredential.of(ctx);
        byte[] offered = sha256(bearer.orElse(""));
        return bearer.isPresent() && MessageDigest.isEqual(offered, tokenHash);
    }
}
