package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.application.memory.InMemoryFeedSettingsStore;
import market.feeds.application.model.FeedSettings;
import org.junit.jupiter.api.Test;

/** A start with a secret key that cannot open the stored feed tokens says how many it cannot open. */
class SealedTokenCheckTest {

    private final SecureRandom random = new SecureRandom();
    private final AesGcmSecretBox savedWith = new AesGcmSecretBox(key(), random);
    private final InMemoryFeedSettingsStore feedSettings = new InMemoryFeedSettingsStore();

    @Test
    void tokensSealedWithAnotherKeyAreCountedAndTokensOfThisKeyAreNot() {
        feedSettings.save(settings("vendor-1", Optional.of(savedWith.seal("token-1", "vendor-1"))));
        feedSettings.save(settings("vendor-2", Optional.of(savedWith.seal("token-2", "vendor-2"))));
        feedSettings.save(settings("vendor-3", Optional.empty()));

        assertThat(SealedTokenCheck.warnIfUnopenable(feedSettings, savedWith)).isZero();
        assertThat(SealedTokenCheck.warnIfUnopenable(feedSettings, new AesGcmSecretBox(key(), random))).isEqualTo(2);
    }

    private static FeedSettings settings(String vendorId, Optional<byte[]> sealed) {
        return new FeedSettings(vendorId, "https://feeds.agrovendor.com/offers.json", 4, ZoneId.of("Europe/Kyiv"),
                sealed, Optional.of("93.184.216.34"), Instant.parse("2026-11-27T02:00:00Z"));
    }

    private byte[] key() {
        byte[] key = new byte[32];
        random.nextBytes(key);
        return key;
    }
}
