package market.feeds.bootstrap.config;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Objects;

/** A secret value (token, key) whose toString never shows it, so no record or log line can leak it. */
public final class Secret {

    private final byte[] value;

    private Secret(byte[] value) {
        this.value = value.clone();
    }

    public static Secret ofBytes(byte[] value) {
        return new Secret(Objects.requireNonNull(value, "value"));
    }

    public static Secret ofText(String value) {
        return new Secret(Objects.requireNonNull(value, "value").getBytes(StandardCharsets.UTF_8));
    }

    public byte[] bytes() {
        return value.clone();
    }

    public String text() {
        return new String(value, StandardCharsets.UTF_8);
    }

    public int length() {
        return value.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Secret secret && MessageDigest.isEqual(value, secret.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        return "Secret[***]";
    }
}
