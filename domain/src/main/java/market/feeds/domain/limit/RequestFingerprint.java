package market.feeds.domain.limit;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import market.feeds.domain.json.ByteOrderMark;
import market.feeds.domain.write.WriteKind;

/**
 * What an idempotent replay must repeat exactly (§2): method, path, {@code dry_run} and the body bytes (after a
 * leading byte order mark, which the reader ignores). A kind
 * of write has one method and path, so the kind stands for both. Each part is length-prefixed so no two
 * different requests share the hashed input.
 */
public final class RequestFingerprint {

    private RequestFingerprint() {
    }

    /** SHA-256 of the request, lower-case hex (64 characters). */
    public static String of(WriteKind kind, boolean dryRun, byte[] body) {
        MessageDigest digest = sha256();
        // The label's two words, hashed as the method and the path were before the kind existed, so the
        // fingerprints stored by an earlier release (kept 24 hours) still match their retries.
        String[] methodAndPath = kind.journalLabel().split(" ", 2);
        part(digest, methodAndPath[0].getBytes(StandardCharsets.UTF_8));
        part(digest, methodAndPath[1].getBytes(StandardCharsets.UTF_8));
        part(digest, new byte[] {(byte) (dryRun ? 1 : 0)});
        // The reader ignores a leading byte order mark (§2), so a retry that adds or drops one is the same body.
        int from = ByteOrderMark.skipped(body);
        part(digest, body, from, body.length - from);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void part(MessageDigest digest, byte[] bytes) {
        part(digest, bytes, 0, bytes.length);
    }

    private static void part(MessageDigest digest, byte[] bytes, int from, int length) {
        digest.update(ByteBuffer.allocate(Integer.BYTES).putInt(length).array());
        digest.update(bytes, from, length);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }
}
