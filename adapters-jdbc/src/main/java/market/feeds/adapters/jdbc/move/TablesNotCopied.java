package market.feeds.adapters.jdbc.move;

import java.util.Map;
import java.util.Optional;

/**
 * The tables of the service's schema whose rows stay behind, each for its reason (decision 0014). Every other table
 * is copied, so a table a later migration adds is copied without a change here.
 */
public final class TablesNotCopied {

    private static final Map<String, String> WHY = Map.of(
            "flyway_schema_history", "the target's own migrations wrote its history",
            "qrtz_scheduler_state", "the check-ins of scheduler processes that ran on the source and run no more;"
                    + " each node on the target checks itself in");

    private TablesNotCopied() {
    }

    /** Why {@code table}'s rows are not copied; empty when they are. */
    public static Optional<String> why(String table) {
        return Optional.ofNullable(WHY.get(table));
    }
}
