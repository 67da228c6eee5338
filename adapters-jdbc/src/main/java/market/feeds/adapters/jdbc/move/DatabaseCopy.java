package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies every row the service keeps from one database into another migrated to the same version, all or nothing
 * (decision 0014): the target's writes are one transaction, committed only once every table's row count matches the
 * source's; a failure or a kill before that leaves the target as it was. The source is read in one read-only
 * snapshot and never written.
 */
public final class DatabaseCopy {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseCopy.class);

    /** @param rows each copied table's row count, in copy order */
    public record Copied(Map<String, Long> rows, Duration took) {
        public long total() {
            return rows.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    private final DataSource source;
    private final DataSource target;

    public DatabaseCopy(DataSource source, DataSource target) {
        this.source = Objects.requireNonNull(source, "source");
        this.target = Objects.requireNonNull(target, "target");
    }

    /**
     * @throws CopyRefused when a node has started on the target or its tables are not the source's; nothing written
     */
    public Copied run() throws SQLException, CopyRefused {
        long started = System.nanoTime();
        try (Connection from = source.getConnection(); Connection to = target.getConnection()) {
            from.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            from.setReadOnly(true);
            // The target answers a COPY only once it has checked the foreign keys of all its rows, which takes
            // longer than the pool's 35 s socket timeout for a large enough table. Unbounded for the copy only; the
            // pool sets its own again when the connection returns, and Ctrl-C or SIGTERM still ends the command.
            from.setNetworkTimeout(Runnable::run, 0);
            to.setNetworkTimeout(Runnable::run, 0);
            CopySession.begin(from);
            CopySession.begin(to);
            try {
                Map<String, Long> rows = copy(from, to);
                to.commit();
                from.rollback();
                return new Copied(rows, Duration.ofNanos(System.nanoTime() - started));
            } catch (SQLException | CopyRefused | RuntimeException e) {
                // The failure is what the caller must see, not a rollback's on a connection it may have broken.
                rollBack(to, e);
                rollBack(from, e);
                throw e;
            }
        }
    }

    private static void rollBack(Connection connection, Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException notRolledBack) {
            failure.addSuppressed(notRolledBack);
        }
    }

    private Map<String, Long> copy(Connection from, Connection to) throws SQLException, CopyRefused {
        List<ServiceTable> tables = ServiceTables.inCopyOrder(from);
        requireSameTables(tables, ServiceTables.inCopyOrder(to));
        String all = String.join(", ", tables.stream().map(t -> SqlNames.quoted(t.name())).toList());
        // Checked before the lock too: a node serving on the target holds locks the LOCK below would wait for.
        refuseIfANodeStarted(to, tables);
        try (Statement sql = to.createStatement()) {
            // Held to the commit: no node that starts on the target meanwhile writes under the copy.
            sql.execute("LOCK TABLE " + all + " IN ACCESS EXCLUSIVE MODE");
            refuseIfANodeStarted(to, tables);
            // Rows the migrations themselves inserted on the target came to the source the same way. RESTART
            // IDENTITY gives each identity sequence a new file in this transaction, so the setval calls below roll
            // back with it: setval on its own is not transactional, and a failed copy left the sequences moved.
            sql.execute("TRUNCATE " + all + " RESTART IDENTITY");
        }
        CopyManager out = from.unwrap(PGConnection.class).getCopyAPI();
        CopyManager in = to.unwrap(PGConnection.class).getCopyAPI();
        Map<String, Long> copied = new LinkedHashMap<>();
        for (ServiceTable table : tables) {
            long tableStarted = System.nanoTime();
            long rows = TableCopy.pipe(out, in, table);
            IdentityPositions.carry(from, to, table);
            copied.put(table.name(), rows);
            LOG.info("copied table {}: {} rows in {} ms", table.name(), rows,
                    (System.nanoTime() - tableStarted) / 1_000_000);
        }
        RowCounts.requireEqual(from, to, tables);
        return copied;
    }

    private static void refuseIfANodeStarted(Connection target, List<ServiceTable> tables)
            throws SQLException, CopyRefused {
        Optional<String> refusal = TargetState.refusal(target, tables);
        if (refusal.isPresent()) {
            throw new CopyRefused(refusal.get());
        }
    }

    private static void requireSameTables(List<ServiceTable> source, List<ServiceTable> target) throws CopyRefused {
        Function<List<ServiceTable>, Map<String, Set<String>>> shape = tables -> tables.stream()
                .collect(Collectors.toMap(ServiceTable::name, t -> Set.copyOf(t.columns())));
        Map<String, Set<String>> from = shape.apply(source);
        Map<String, Set<String>> to = shape.apply(target);
        if (!from.equals(to)) {
            List<String> differ = new ArrayList<>();
            from.forEach((table, columns) -> {
                if (!columns.equals(to.get(table))) {
                    differ.add(table);
                }
            });
            to.keySet().stream().filter(table -> !from.containsKey(table)).forEach(differ::add);
            throw new CopyRefused("the target's tables are not the source's although both are at the same"
                    + " migration (changed by hand?): " + differ.stream().sorted().toList());
        }
    }
}
