package market.feeds.adapters.jdbc.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.port.out.OperatorSessionStore;

/** Console sessions in {@code console_sessions} and failed sign-ins in {@code console_sign_in_failures}. */
public final class PgOperatorSessionStore implements OperatorSessionStore {

    private final JdbiTransactions db;

    public PgOperatorSessionStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void insert(String idHash, String csrfToken, Instant createdAt, Instant expiresAt) {
        db.call("starting a console session", h -> h.createUpdate("""
                        INSERT INTO console_sessions (id_hash, csrf_token, created_at, expires_at)
                        VALUES (:idHash, :csrf, :createdAt, :expiresAt)""")
                .bind("idHash", idHash).bind("csrf", csrfToken)
                .bind("createdAt", createdAt).bind("expiresAt", expiresAt)
                .execute());
    }

    @Override
    public Optional<StoredSession> find(String idHash, Instant now) {
        return db.call("reading a console session", h -> h.createQuery("""
                        SELECT csrf_token, expires_at FROM console_sessions
                        WHERE id_hash = :idHash AND expires_at > :now""")
                .bind("idHash", idHash).bind("now", now)
                .map((row, ctx) -> new StoredSession(row.getString("csrf_token"),
                        Columns.instant(row, "expires_at")))
                .findOne());
    }

    @Override
    public void delete(String idHash) {
        db.call("ending a console session", h -> h.createUpdate("DELETE FROM console_sessions WHERE id_hash = :idHash")
                .bind("idHash", idHash).execute());
    }

    @Override
    public int purge(Instant now, Instant failuresBefore) {
        return db.call("purging console sessions", h -> h.createUpdate(
                        "DELETE FROM console_sessions WHERE expires_at <= :now").bind("now", now).execute()
                + h.createUpdate("DELETE FROM console_sign_in_failures WHERE failed_at < :before")
                .bind("before", failuresBefore).execute());
    }

    @Override
    public void recordFailure(String clientAddress, Instant at) {
        db.call("recording a failed sign-in", h -> h.createUpdate(
                        "INSERT INTO console_sign_in_failures (address, failed_at) VALUES (:address, :at)")
                .bind("address", clientAddress).bind("at", at).execute());
    }

    @Override
    public int failuresSince(String clientAddress, Instant since) {
        return db.call("counting failed sign-ins", h -> h.createQuery("""
                        SELECT count(*) FROM console_sign_in_failures WHERE address = :address AND failed_at >= :since""")
                .bind("address", clientAddress).bind("since", since).mapTo(Integer.class).one());
    }
}
