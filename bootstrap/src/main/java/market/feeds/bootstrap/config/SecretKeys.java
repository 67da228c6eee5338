package market.feeds.bootstrap.config;

import java.util.Base64;

/** Decodes the 32-byte secret key from base64; messages never repeat the value. */
public final class SecretKeys {

    public static final int LENGTH = 32;

    private SecretKeys() {
    }

    /** Decodes standard or URL-safe base64 (padding optional) and insists on exactly 32 bytes. */
    public static Secret decode(String name, String base64) {
        byte[] bytes;
        try {
            bytes = base64.indexOf('-') >= 0 || base64.indexOf('_') >= 0
                    ? Base64.getUrlDecoder().decode(base64) : Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(name, "must be base64 of 32 bytes, but is not valid base64");
        }
        if (bytes.length != LENGTH) {
            throw new ConfigurationException(name, "must be base64 of 32 bytes, but decodes to " + bytes.length + " bytes");
        }
        return Secret.ofBytes(bytes);
    }
}
