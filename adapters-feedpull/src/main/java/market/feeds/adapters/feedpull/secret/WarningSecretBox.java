package market.feeds.adapters.feedpull.secret;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import market.feeds.application.port.out.SecretBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pull's secret box: says whose stored feed token it could not open, and whose fault that is. Such a run fails
 * {@code bad_auth} and tells the vendor to enter the token again, which is wrong when this node has another key than
 * the node that saved it (decision 0006, amended); without this line the operator saw only the vendors' complaints.
 * A node whose key another node has rotated away (amended in session 31) says so at ERROR instead: the fault is its
 * own.
 */
public final class WarningSecretBox implements SecretBox {

    private static final Logger LOG = LoggerFactory.getLogger(WarningSecretBox.class);

    private final SecretBox box;
    private final BooleanSupplier keyStillCurrent;

    /** @param keyStillCurrent asks the database, on each call, whether this node's key still opens its key check */
    public WarningSecretBox(SecretBox box, BooleanSupplier keyStillCurrent) {
        this.box = box;
        this.keyStillCurrent = keyStillCurrent;
    }

    @Override
    public byte[] seal(String secret, String associatedData) {
        return box.seal(secret, associatedData);
    }

    /** The owner of a feed token is its vendor's id; the token itself is never logged. */
    @Override
    public Optional<String> open(byte[] sealed, String associatedData) {
        Optional<String> opened = box.open(sealed, associatedData);
        if (opened.isEmpty() && keyStillCurrent()) {
            LOG.warn("stored feed token of vendor={} could not be opened with this node's FEEDS_SECRET_KEY (saved by a "
                    + "node with another key, or damaged): the run fails bad_auth", associatedData);
        } else if (opened.isEmpty()) {
            LOG.error("stored feed token of vendor={} could not be opened: this node's FEEDS_SECRET_KEY no longer "
                    + "opens the database's key check, so another node has rotated the key; the run is journaled "
                    + "internal_error and the vendor is not notified. Restart this node with the new FEEDS_SECRET_KEY",
                    associatedData);
        }
        return opened;
    }

    /** A database that cannot be asked keeps the vendor's verdict, as before the rotation existed. */
    @Override
    public boolean keyStillCurrent() {
        try {
            return keyStillCurrent.getAsBoolean();
        } catch (RuntimeException unreadable) {
            return true;
        }
    }
}
