package market.feeds.adapters.feedpull.secret;

import java.util.Optional;
import market.feeds.application.port.out.SecretBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pull's secret box: says at WARN whose stored feed token it could not open. Such a run fails {@code bad_auth}
 * and tells the vendor to enter the token again, which is wrong when this node has another key than the node that
 * saved it (decision 0006, amended); without this line the operator saw only the vendors' complaints.
 */
public final class WarningSecretBox implements SecretBox {

    private static final Logger LOG = LoggerFactory.getLogger(WarningSecretBox.class);

    private final SecretBox box;

    public WarningSecretBox(SecretBox box) {
        this.box = box;
    }

    @Override
    public byte[] seal(String secret, String associatedData) {
        return box.seal(secret, associatedData);
    }

    /** The owner of a feed token is its vendor's id; the token itself is never logged. */
    @Override
    public Optional<String> open(byte[] sealed, String associatedData) {
        Optional<String> opened = box.open(sealed, associatedData);
        if (opened.isEmpty()) {
            LOG.warn("stored feed token of vendor={} could not be opened with this node's FEEDS_SECRET_KEY (saved by a "
                    + "node with another key, or damaged): the run fails bad_auth", associatedData);
        }
        return opened;
    }
}
