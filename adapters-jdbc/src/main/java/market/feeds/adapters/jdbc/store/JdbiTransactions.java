package market.feeds.adapters.jdbc.store;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.sql.DataSource;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.port.out.Transactions;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.array.SqlArrayTypes;
import org.jdbi.v3.core.statement.NoTemplateEngine;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.statement.Update;

/**
 * Database transactions for the stores: the handle of a running unit is bound to the thread, so every store
 * call inside {@code inTransaction} uses the same connection and commits with it; a store call outside a unit
 * runs in a short transaction of its own. A write nobody reads the result of may wait and travel with the unit's
 * COMMIT ({@link #writeWithCommit}).
 */
public final class JdbiTransactions implements Transactions {

    private final Jdbi jdbi;
    /** Empty: the session's timeouts, set once per pooled connection, apply (decision 0406). */
    private final Optional<TransactionTimeouts> override;
    private final ThreadLocal<Handle> current = new ThreadLocal<>();
    /** The running unit's write held back for its COMMIT; at most one, so statements keep their order. */
    private final ThreadLocal<HeldWrite> held = new ThreadLocal<>();
    private final Runnable distrustPool;
    /** Empty for a Jdbi made by a test: its connections are the test's to end. */
    private final Optional<BorrowedConnections> borrowed;

    public JdbiTransactions(DataSource dataSource) {
        this(new BorrowedConnections(dataSource), Optional.empty(), evictor(dataSource));
    }

    /**
     * Transactions that set other timeouts than their connection's ({@code SET LOCAL}, one statement more per
     * transaction): for a caller that genuinely needs a different bound, e.g. a test that times out in 200 ms.
     */
    public JdbiTransactions(DataSource dataSource, TransactionTimeouts override) {
        this(new BorrowedConnections(dataSource), Optional.of(override), evictor(dataSource));
    }

    /** For tests that watch the statements (e.g. with a {@code SqlLogger} installed on {@code jdbi}). */
    JdbiTransactions(Jdbi jdbi, Optional<TransactionTimeouts> override) {
        this(jdbi, override, () -> { }, Optional.empty());
    }

    private JdbiTransactions(BorrowedConnections connections, Optional<TransactionTimeouts> override,
                             Runnable distrustPool) {
        this(Jdbi.create(connections), override, distrustPool, Optional.of(connections));
    }

    private JdbiTransactions(Jdbi jdbi, Optional<TransactionTimeouts> override, Runnable distrustPool,
                             Optional<BorrowedConnections> borrowed) {
        this.jdbi = Columns.registerOn(Objects.requireNonNull(jdbi, "jdbi"));
        // Every handle and statement copies Jdbi's configuration, and a config object the root never created is
        // built anew in each copy: SqlArrayTypes, registering all its array factories per statement, was ~3 % of
        // the JVM's samples of a 1-row PATCH (decision 0809). Created once here, copies only copy it.
        this.jdbi.getConfig(SqlArrayTypes.class);
        // The stores' SQL is plain SQL with :named parameters and no <attribute> templates. JDBI's default engine
        // rendered each execution into a new String, whose text its parse cache then hashed again (decision 0819).
        this.jdbi.getConfig(SqlStatements.class).setTemplateEngine(new NoTemplateEngine());
        this.override = Objects.requireNonNull(override, "override");
        this.distrustPool = distrustPool;
        this.borrowed = borrowed;
    }

    /**
     * Ends every database wait of the units and statements running now by aborting their connections: for a stop
     * that cannot wait out a silent database (decision 0007, amended in session 30). Each caller sees a lost
     * connection and answers as for any (503, nothing applied). Returns how many connections were aborted.
     */
    public int endDatabaseWaits() {
        return borrowed.map(BorrowedConnections::abortAll).orElse(0);
    }

    /**
     * After one connection was found dead, its idle siblings most likely are too (server restarted, network
     * cut): Hikari skips the liveness check for a connection used in the last 500 ms, so without this the next
     * requests could each be handed a dead one. Soft eviction replaces idle connections now and busy ones when
     * they come back.
     */
    private static Runnable evictor(DataSource dataSource) {
        if (dataSource instanceof HikariDataSource hikari) {
            return () -> {
                HikariPoolMXBean pool = hikari.getHikariPoolMXBean();
                if (pool != null) {
                    pool.softEvictConnections();
                }
            };
        }
        return () -> { };
    }

    private StorageFailure failed(String what, RuntimeException error) {
        if (SqlFailures.poolSuspect(error)) {
            distrustPool.run();
        }
        return SqlFailures.translate(what, error);
    }

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        if (current.get() != null) {
            return work.get();
        }
        Handle handle = open();
        current.set(handle);
        try {
            T result = work.get();
            commit(handle);
            return result;
        } catch (RuntimeException | Error e) {
            rollbackQuietly(handle, e);
            throw e;
        } finally {
            held.remove();
            current.remove();
            closeQuietly(handle);
        }
    }

    /**
     * Runs {@code sql} on the unit's handle, or in a transaction of its own outside a unit. Database errors become
     * {@link market.feeds.application.port.out.StorageFailure}; programming errors pass unchanged.
     */
    <T> T call(String what, Function<Handle, T> sql) {
        Handle handle = current.get();
        if (handle != null) {
            sendHeldWrite(handle);
        }
        try {
            return handle != null ? sql.apply(handle) : inTransaction(() -> sql.apply(current.get()));
        } catch (JdbiException e) {
            throw failed(what, e);
        }
    }

    /**
     * Runs one write statement whose result the caller does not read (the journal row, the rejection rows). Inside
     * a unit it is held back and sent with the unit's COMMIT in one execution, one round trip fewer per
     * transaction (decision 0809); the unit's next statement sends it first instead, so the order of statements
     * stays the one written. A failure then surfaces at the commit, which rolls the whole unit back as it would
     * have at the statement. Outside a unit: one statement in autocommit.
     */
    void writeWithCommit(String what, String sql, Consumer<Update> bind) {
        Handle handle = current.get();
        if (handle == null) {
            try {
                jdbi.useHandle(h -> execute(h, sql, bind));
            } catch (JdbiException e) {
                throw failed(what, e);
            }
            return;
        }
        sendHeldWrite(handle);
        held.set(new HeldWrite(what, sql, bind));
    }

    private void sendHeldWrite(Handle handle) {
        HeldWrite write = held.get();
        if (write == null) {
            return;
        }
        held.remove();
        try {
            execute(handle, write.sql(), write.bind());
        } catch (JdbiException e) {
            throw failed(write.what(), e);
        }
    }

    private static void execute(Handle handle, String sql, Consumer<Update> bind) {
        Update update = handle.createUpdate(sql);
        bind.accept(update);
        update.execute();
    }

    /**
     * Runs one read-only statement: on the unit's handle inside a unit, else in autocommit, because a single
     * statement is atomic on its own and a BEGIN/COMMIT around it only costs the commit's round trip (decision 0809).
     * Never for work of more than one statement, which would lose the snapshot they share.
     */
    <T> T read(String what, Function<Handle, T> sql) {
        return current.get() != null ? call(what, sql) : callAlone(what, sql);
    }

    /** Runs {@code sql} in autocommit on a connection of its own, even inside a unit (e.g. rate counters). */
    <T> T callAlone(String what, Function<Handle, T> sql) {
        try {
            return jdbi.withHandle(sql::apply);
        } catch (JdbiException e) {
            throw failed(what, e);
        }
    }

    /**
     * Runs {@code sql} in a transaction of its own on a connection of its own, then rolls it back: for statements
     * run only for the locks they wait on (decision 0407). The pooled connection's lock timeout bounds the wait.
     */
    void waitOnLocks(String what, Consumer<Handle> sql) {
        try {
            jdbi.useHandle(h -> {
                h.begin();
                try {
                    sql.accept(h);
                } finally {
                    h.rollback();
                }
            });
        } catch (JdbiException e) {
            throw failed(what, e);
        }
    }

    private Handle open() {
        try {
            Handle handle = jdbi.open();
            try {
                handle.begin();
                override.ifPresent(timeouts -> handle.createQuery("SELECT set_config('lock_timeout', :lock, true) AS "
                                + "lock_timeout, set_config('statement_timeout', :statement, true) AS statement_timeout")
                        .bind("lock", timeouts.lockTimeout().toMillis() + "ms")
                        .bind("statement", timeouts.statementTimeout().toMillis() + "ms")
                        .mapToMap().one());
                return handle;
            } catch (RuntimeException e) {
                rollbackQuietly(handle, e);
                closeQuietly(handle);
                throw e;
            }
        } catch (RuntimeException e) {
            throw failed("beginning a transaction", e);
        }
    }

    private void commit(Handle handle) {
        HeldWrite write = held.get();
        held.remove();
        String what = write == null ? "commit" : write.what() + " and commit";
        // A unit with a held write is journaled by it, and its caller reads a lost commit's outcome there (0407);
        // any other unit that wrote is asked of the database by its id should the COMMIT lose its answer.
        OptionalLong xid = OptionalLong.empty();
        if (write == null) {
            try {
                xid = LostCommits.assignedXid(handle);
            } catch (RuntimeException e) {
                throw failed(what, e);
            }
        }
        try {
            if (write != null) {
                // One execution, one round trip: should the write fail, the server skips the COMMIT and the unit
                // rolls back; once committed, the driver sees the transaction idle and commit() sends nothing.
                execute(handle, Pipelined.of(List.of(write.sql(), "COMMIT")), write.bind());
            }
            handle.commit();
        } catch (RuntimeException e) {
            StorageFailure failure = SqlFailures.atCommit(failed(what, e), e);
            if (failure.kind() != StorageFailure.Kind.OUTCOME_UNKNOWN || xid.isEmpty()) {
                throw failure;
            }
            switch (LostCommits.outcome(jdbi, xid.getAsLong())) {
                case COMMITTED -> {
                    return;
                }
                case ROLLED_BACK -> throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE,
                        what + " failed; the transaction was rolled back", e);
                case UNKNOWN -> throw failure;
            }
        }
    }

    private record HeldWrite(String what, String sql, Consumer<Update> bind) {
    }

    private static void closeQuietly(Handle handle) {
        try {
            handle.close();
        } catch (RuntimeException e) {
            // Committed or rolled back already; a dead connection is the pool's to discard.
        }
    }

    private static void rollbackQuietly(Handle handle, Throwable cause) {
        try {
            handle.rollback();
        } catch (RuntimeException e) {
            // The connection may be gone (that is often why we roll back); the first error is the one to report.
            cause.addSuppressed(e);
        }
    }
}
