package market.feeds.adapters.jdbc.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/** What an {@code EXPLAIN (ANALYZE, FORMAT JSON)} plan read, for tests that bound it. */
final class PlanRows {

    private PlanRows() {
    }

    /** Rows the plan's scans of {@code tables} produced or filtered out, over all their loops; writes not counted. */
    static long read(JsonNode node, Set<String> tables) {
        long rows = 0;
        if (!"ModifyTable".equals(node.path("Node Type").asText())
                && tables.contains(node.path("Relation Name").asText())) {
            rows += (node.path("Actual Rows").asLong() + node.path("Rows Removed by Filter").asLong()
                    + node.path("Rows Removed by Index Recheck").asLong()) * node.path("Actual Loops").asLong(1);
        }
        for (JsonNode child : node.path("Plans")) {
            rows += read(child, tables);
        }
        return rows;
    }
}
