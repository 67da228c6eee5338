package market.feeds.bootstrap;

import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.SecretBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the operator at start when stored feed tokens cannot be opened with this secret key (a lost or replaced
 * {@code secret.key}, another {@code FEEDS_SECRET_KEY}): each such vendor's runs fail {@code bad_auth} until the key
 * is restored or the token saved again, and without this line the operator learned it one nightly run at a time.
 */
final class SealedTokenCheck {

    private static final Logger LOG = LoggerFactory.getLogger(SealedTokenCheck.class);

    private SealedTokenCheck() {
    }

    /** The number of stored tokens this key cannot open; logged at WARN when not zero. Never logs a token. */
    static long warnIfUnopenable(FeedSettingsStore feedSettings, SecretBox secretBox) {
        long unopenable = feedSettings.all().stream()
                .filter(settings -> settings.sealedToken()
                        .map(sealed -> secretBox.open(sealed, settings.vendorId()).isEmpty()).orElse(false))
                .count();
        if (unopenable > 0) {
            LOG.warn("{} stored feed token(s) cannot be opened with this secret key: those vendors' pulls fail "
                    + "bad_auth until the key used to save them is restored or the tokens are saved again",
                    unopenable);
        }
        return unopenable;
    }
}
