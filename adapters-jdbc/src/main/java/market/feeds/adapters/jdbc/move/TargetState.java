package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;

/**
 * Whether a node has started on the target. Every start stores the secret-key check in {@code service_settings}
 * before it serves, and every vendor is created by a serving node, so rows there are the service's own data, which a
 * copy must never replace. A target only migrated, or left as it was by a copy that failed (the copy is one
 * transaction), holds neither, and is accepted: a failed copy is simply run again.
 */
final class TargetState {

    private static final List<String> WRITTEN_BY_A_NODE = List.of("service_settings", "vendors");

    private TargetState() {
    }

    /** The refusal when a node has written to the target; empty when the copy may go on. */
    static Optional<String> refusal(Connection target, List<ServiceTable> tables) throws SQLException {
        try (Statement sql = target.createStatement()) {
            for (ServiceTable table : tables) {
                if (!WRITTEN_BY_A_NODE.contains(table.name())) {
                    continue;
                }
                try (ResultSet row = sql.executeQuery("SELECT EXISTS (SELECT 1 FROM "
                        + SqlNames.quoted(table.name()) + ")")) {
                    row.next();
                    if (row.getBoolean(1)) {
                        return Optional.of("the target's table " + table.name() + " holds rows: a node has started"
                                + " on it, and a copy would replace its data; copy into an empty database");
                    }
                }
            }
        }
        return Optional.empty();
    }
}
