package market.feeds.bootstrap;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.regex.Pattern;

/** The SHA-256 (lower-case hex) of the operator token: all the service keeps of it. */
public record OperatorTokenHash(String sha256Hex) {

    private static final Pattern HEX_64 = Pattern.compile("[0-9a-f]{64}");

    public OperatorTokenHash {
        Objects.requireNonNull(sha256Hex, "sha256Hex");
        if (!HEX_64.matcher(sha256Hex).matches()) {
            throw new IllegalArgumentException("not a lower-case SHA-256 hex digest");
        }
    }

    public static OperatorTokenHash of(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return new OperatorTokenHash(HexFormat.of().formatHex(digest));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
