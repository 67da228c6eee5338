package market.feeds.bootstrap;

import java.util.List;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.SealedSecrets;
import market.feeds.adapters.jdbc.infra.SealedSecrets.SealedToken;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.SecretBox;
import market.feeds.bootstrap.config.ConfigurationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key check at start when {@code FEEDS_SECRET_KEY_PREVIOUS} is set (decision 0006, amended in session 31): a
 * database pinned to the previous key has every feed token re-sealed with the current one and its key check rewritten,
 * in one transaction; before, changing the key meant clearing every token and asking each vendor for it again.
 */
final class SecretKeyRotation {

    private static final Logger LOG = LoggerFactory.getLogger(SecretKeyRotation.class);

    private SecretKeyRotation() {
    }

    private enum Pinned { NOT_YET, TO_CURRENT, TO_PREVIOUS, TO_NEITHER }

    private record Outcome(Pinned pinned, int resealed) {
    }

    /**
     * Passes with the database pinned to {@code current}, re-sealing what {@code previous} sealed; throws a
     * configuration error naming both variables, and no key, when the database's key check opens with neither.
     *
     * @param generated whether the current key is the one generated into the data directory, not FEEDS_SECRET_KEY's
     */
    static void verify(SealedSecrets sealed, ServiceSettings settings, FeedSettingsStore feedSettings,
                       SecretBox current, SecretBox previous, boolean generated) {
        Outcome outcome = sealed.rewrite(SecretKeyCheck.SETTING, held -> rewritten(held, current, previous));
        switch (outcome.pinned()) {
            case NOT_YET -> {
                // Nothing pins the database yet, so there is nothing to rotate from: the check as without the variable.
                SecretKeyCheck.verify(settings, feedSettings, current, generated);
                LOG.info("FEEDS_SECRET_KEY_PREVIOUS is set but not needed: this database holds no secret key check "
                        + "yet, so it is pinned to FEEDS_SECRET_KEY as on a first start; unset the variable");
            }
            case TO_CURRENT -> LOG.info("FEEDS_SECRET_KEY_PREVIOUS is set but no longer needed: this database's key "
                    + "check opens with FEEDS_SECRET_KEY ({} stored feed token(s) still sealed with the previous key "
                    + "re-sealed); unset it once every node runs with the new key", outcome.resealed());
            case TO_PREVIOUS -> LOG.info("secret key rotated: {} stored feed token(s) re-sealed from "
                    + "FEEDS_SECRET_KEY_PREVIOUS to FEEDS_SECRET_KEY and the key check rewritten, in one transaction; "
                    + "every node must now run with FEEDS_SECRET_KEY", outcome.resealed());
            case TO_NEITHER -> throw refusal(generated);
        }
    }

    private static Outcome rewritten(SealedSecrets.Held held, SecretBox current, SecretBox previous) {
        Optional<String> check = held.keyCheck();
        if (check.isEmpty()) {
            return new Outcome(Pinned.NOT_YET, 0);
        }
        boolean rotating = !SecretKeyCheck.opens(check.get(), current);
        if (rotating && !SecretKeyCheck.opens(check.get(), previous)) {
            return new Outcome(Pinned.TO_NEITHER, 0);
        }
        // Also when the check opens with the current key already: a node still on the old key may have saved a token
        // since the rotation. A token neither key opens stays as it is; SealedTokenCheck counts it next.
        List<SealedToken> resealed = resealed(held.tokens(), current, previous);
        held.replaceTokens(resealed);
        if (rotating) {
            held.replaceKeyCheck(SecretKeyCheck.sealedCheck(current));
        }
        return new Outcome(rotating ? Pinned.TO_PREVIOUS : Pinned.TO_CURRENT, resealed.size());
    }

    private static List<SealedToken> resealed(List<SealedToken> tokens, SecretBox current, SecretBox previous) {
        return tokens.stream()
                .filter(token -> current.open(token.sealed(), token.vendorId()).isEmpty())
                .flatMap(token -> previous.open(token.sealed(), token.vendorId()).stream()
                        .map(plain -> new SealedToken(token.vendorId(), current.seal(plain, token.vendorId()))))
                .toList();
    }

    private static ConfigurationException refusal(boolean generated) {
        String which = generated ? "(unset: the key in FEEDS_DATA_DIR/secret.key) " : "";
        return new ConfigurationException("FEEDS_SECRET_KEY", which + "and FEEDS_SECRET_KEY_PREVIOUS both differ from "
                + "the key this database's feed tokens were sealed with; give that key as one of them (decision 0006)");
    }
}
