package market.feeds.adapters.jdbc.move;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Tables ordered so that every table comes after the tables its foreign keys reference: a COPY into a table checks
 * its non-deferrable foreign keys at the end of that statement, so the rows referenced must be there already.
 */
final class ForeignKeyOrder {

    private ForeignKeyOrder() {
    }

    /**
     * @param tables     every table, in any order
     * @param references for each table, the tables it references (a reference to itself is ignored)
     * @throws IllegalStateException when the references form a cycle, which no order can satisfy
     */
    static List<String> of(Collection<String> tables, Map<String, Set<String>> references) {
        Map<String, Set<String>> waitingFor = new LinkedHashMap<>();
        for (String table : new TreeSet<>(tables)) {
            Set<String> needed = new LinkedHashSet<>(references.getOrDefault(table, Set.of()));
            needed.remove(table);
            needed.retainAll(tables);
            waitingFor.put(table, needed);
        }
        List<String> order = new ArrayList<>();
        while (!waitingFor.isEmpty()) {
            List<String> ready = waitingFor.entrySet().stream().filter(e -> e.getValue().isEmpty())
                    .map(Map.Entry::getKey).toList();
            if (ready.isEmpty()) {
                throw new IllegalStateException("the foreign keys of " + waitingFor.keySet()
                        + " form a cycle: no table order lets each COPY find the rows it references");
            }
            order.addAll(ready);
            ready.forEach(waitingFor::remove);
            waitingFor.values().forEach(needed -> needed.removeAll(ready));
        }
        return order;
    }
}
