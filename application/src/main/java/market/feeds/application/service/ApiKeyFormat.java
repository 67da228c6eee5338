package market.feeds.application.service;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

/**
 * The API key format: {@code fdk_<body>_<check>}, where the body is base62 of 32 random bytes and the check
 * is the CRC32 of the body in base62 (6 characters). A mistyped key fails the check and is refused without a
 * store lookup; the store keeps only the SHA-256 of the whole key.
 */
public final class ApiKeyFormat {

    public static final String PREFIX = "fdk_";
    private static final int RANDOM_BYTES = 32;
    private static final int CHECK_LENGTH = 6;
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final MessageDigest SHA_256 = newSha256();
    private static final Pattern SHAPE = Pattern.compile("fdk_([0-9A-Za-z]{20,60})_([0-9A-Za-z]{6})");

    private ApiKeyFormat() {
    }

    public static String generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        String body = base62(new BigInteger(1, bytes), 1);
        return PREFIX + body + "_" + check(body);
    }

    /** True when the text has the key's shape and its check matches its body. */
    public static boolean wellFormed(String key) {
        var m = SHAPE.matcher(key);
        return m.matches() && check(m.group(1)).equals(m.group(2));
    }

    /** Lower-case hex SHA-256 of the key: the only form that is stored. */
    public static String hash(String key) {
        // A copy of one digest instead of a provider lookup on every request (decision 0811).
        return HexFormat.of().formatHex(sha256().digest(key.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest sha256() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            return newSha256();
        }
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }

    static String check(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.US_ASCII));
        // A CRC32 fits a long: base62 by long arithmetic, as the BigInteger of the body would give it.
        char[] text = new char[CHECK_LENGTH];
        long rest = crc.getValue();
        for (int i = CHECK_LENGTH - 1; i >= 0; i--) {
            text[i] = ALPHABET.charAt((int) (rest % ALPHABET.length()));
            rest /= ALPHABET.length();
        }
        return new String(text);
    }

    private static String base62(BigInteger value, int minLength) {
        StringBuilder text = new StringBuilder();
        BigInteger base = BigInteger.valueOf(ALPHABET.length());
        BigInteger rest = value;
        while (rest.signum() > 0) {
            BigInteger[] qr = rest.divideAndRemainder(base);
            text.append(ALPHABET.charAt(qr[1].intValue()));
            rest = qr[0];
        }
        while (text.length() < minLength) {
            text.append('0');
        }
        return text.reverse().toString();
    }
}
