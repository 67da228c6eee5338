package market.feeds.domain.position;

import java.time.Instant;
import java.util.Optional;

/**
 * The ordering timestamp a position keeps when a re-sent product row refreshes it (decision 0216). A product row's
 * {@code updated_at} becomes the ordering timestamp of the offer made when its position is linked (operations contract
 * §2), and a row that does not send one leaves the stored one as it was, as a PATCH row does: otherwise a refresh
 * without it would erase the time the vendor sent, and a PATCH carrying an older time would then be applied instead of
 * being {@code stale_update}. A row that sends one replaces it, older or not: the ordering rules are the offers'
 * (the vendor contract's "timestamp ordering rules for offer items"), and a product row has no code to refuse it with.
 */
public final class RefreshedTimestamp {

    private RefreshedTimestamp() {
    }

    public static Optional<Instant> of(Optional<Instant> stored, Optional<Instant> sent) {
        return sent.or(() -> stored);
    }
}
