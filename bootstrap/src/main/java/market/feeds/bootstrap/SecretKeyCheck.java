package market.feeds.bootstrap;

import java.util.Base64;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.SecretBox;
import market.feeds.bootstrap.config.ConfigurationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pins a database to one secret key (decision 0006, amended): a known value sealed with the key is kept in
 * {@code service_settings}, and a start whose key cannot open it is refused. Without it a node with another
 * {@code FEEDS_SECRET_KEY} started normally and sealed and opened feed tokens no other node could read.
 */
final class SecretKeyCheck {

    static final String SETTING = "secret_key_check";
    /** Sealed as associated data too: vendor ids are UUIDs, so no vendor's token can pass for the check. */
    private static final String OWNER = "service_settings/" + SETTING;
    private static final String KNOWN = "vendor-feed-ingest secret key check 1";
    private static final Logger LOG = LoggerFactory.getLogger(SecretKeyCheck.class);

    private SecretKeyCheck() {
    }

    /**
     * Passes when the stored check opens with this key, or stores one when there is none yet and the stored feed
     * tokens do not show that another key is in use; otherwise throws a configuration error that names no key.
     *
     * @param generated whether the key is the one generated into the data directory, not FEEDS_SECRET_KEY's
     */
    static void verify(ServiceSettings settings, FeedSettingsStore feedSettings, SecretBox box,
                       boolean generated) {
        Optional<String> stored = settings.find(SETTING);
        if (stored.isEmpty()) {
            // A database from before the check: its tokens tell which key it was used with.
            if (onlyAnotherKeyOpens(feedSettings.all(), box)) {
                throw refusal(generated);
            }
            if (settings.putIfAbsent(SETTING, sealedCheck(box))) {
                LOG.info("secret key check stored in service_settings: from now on every node on this database "
                        + "must use this secret key");
            }
            // Two nodes starting at once both try the insert; the one row that won decides for both.
            stored = settings.find(SETTING);
        }
        if (!opens(stored.orElseThrow(), box)) {
            throw refusal(generated);
        }
    }

    private static boolean onlyAnotherKeyOpens(List<FeedSettings> all, SecretBox box) {
        List<FeedSettings> sealed = all.stream().filter(s -> s.sealedToken().isPresent()).toList();
        return !sealed.isEmpty()
                && sealed.stream().noneMatch(s -> box.open(s.sealedToken().get(), s.vendorId()).isPresent());
    }

    /** The key check as stored: the known value sealed with {@code box}, base64. */
    static String sealedCheck(SecretBox box) {
        return Base64.getEncoder().encodeToString(box.seal(KNOWN, OWNER));
    }

    /**
     * Whether the key check stored now still opens with {@code box}, read on every call: false once another node has
     * rotated the key away from this one's (decision 0006, amended in session 31). True when there is none.
     */
    static boolean stillOpens(ServiceSettings settings, SecretBox box) {
        return settings.find(SETTING).map(check -> opens(check, box)).orElse(true);
    }

    static boolean opens(String check, SecretBox box) {
        try {
            return box.open(Base64.getDecoder().decode(check), OWNER).filter(KNOWN::equals).isPresent();
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
    }

    private static ConfigurationException refusal(boolean generated) {
        String which = generated ? "(unset: the key in FEEDS_DATA_DIR/secret.key) " : "";
        return new ConfigurationException("FEEDS_SECRET_KEY", which + "differs from the key this database's feed "
                + "tokens were sealed with; start every node with that key (decision 0006 says how to change it)");
    }
}
