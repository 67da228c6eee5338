package market.feeds.domain.limit;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What an idempotent replay must repeat exactly (§2): method, path, {@code dry_run} and the body bytes.
 * Each part is length-prefixed so no two different requests share the hashed input.
 */
public final class RequestFingerprint {

    private RequestFingerprint() {
    }

    /** SHA-256 of the request, lower-case hex (64 characters). */
    public static String of(String method, String path, boolean dryRun, byte[] body) {
        MessageDigest digest = sha256();
        part(digest, method.getBytes(StandardCharsets.UTF_8));
        part(digest, path.getBytes(StandardCharsets.UTF_8));
        part(digest, new byte[] {(byte) (dryRun ? 1 : 0)});
        part(digest, body);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void part(MessageDigest digest, byte[] bytes) {
        digest.update(ByteBuffer.allocate(Integer.BYTES).putInt(bytes.length).array());
        digest.update(bytes);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }
}
