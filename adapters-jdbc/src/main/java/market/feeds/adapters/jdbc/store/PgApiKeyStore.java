package market.feeds.adapters.jdbc.store;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;

/** API keys in {@code api_keys}: only the secret's hash, unique, which is how a request finds its key. */
public final class PgApiKeyStore implements ApiKeyStore {

    private static final RowMapper<ApiKey> KEY = (row, ctx) -> new ApiKey(row.getString("id"),
            row.getString("vendor_id"), Columns.optionalText(row, "label"), scopes(row.getArray("scopes")),
            Columns.instant(row, "created_at"), Columns.optionalInstant(row, "revoked_at"));

    private static final String CALLER = """
            SELECT k.*, v.slug, v.name, v.active, v.may_publish
            FROM api_keys k JOIN vendors v ON v.id = k.vendor_id""";
    private static final String CALLER_WITH_LOG = """
            SELECT k.*, v.slug, v.name, v.active, v.may_publish, r.hits, r.version
            FROM api_keys k JOIN vendors v ON v.id = k.vendor_id
            LEFT JOIN rate_logs r ON r.vendor_id = k.vendor_id AND r.bucket = :bucket
            WHERE k.secret_hash = :hash""";

    private final JdbiTransactions db;

    public PgApiKeyStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void insert(ApiKey key, String secretHash) {
        db.call("inserting an API key", h -> inserted(h, key, secretHash, null));
    }

    /** {@code api_keys_issue_token} (V14) decides between two sends of one form, whatever node each reached. */
    @Override
    public Optional<String> insertOnce(ApiKey key, String secretHash, String issueToken) {
        return db.call("inserting an API key once per form", h -> inserted(h, key, secretHash, issueToken)
                ? Optional.<String>empty()
                // The row we conflicted with is committed (ON CONFLICT waited for it), so it is visible here.
                : h.createQuery("SELECT CAST(id AS text) FROM api_keys WHERE issue_token = :token")
                        .bind("token", issueToken).mapTo(String.class).findOne());
    }

    /** A key without a token ({@code null}) never conflicts: NULLs are distinct in a unique index. */
    private static boolean inserted(Handle h, ApiKey key, String secretHash, String issueToken) {
        return h.createUpdate("""
                        INSERT INTO api_keys (id, vendor_id, label, scopes, secret_hash, created_at, revoked_at,
                                              issue_token)
                        VALUES (CAST(:id AS uuid), CAST(:vendorId AS uuid), :label, CAST(:scopes AS text[]), :hash,
                                :createdAt, :revokedAt, :token)
                        ON CONFLICT (issue_token) DO NOTHING""")
                .bindMethods(key)
                .bind("scopes", key.scopes().stream().sorted().map(Scope::wire).toArray(String[]::new))
                .bind("hash", secretHash)
                .bind("token", issueToken)
                .execute() == 1;
    }

    @Override
    public Optional<ApiKey> bySecretHash(String secretHash) {
        return db.read("reading an API key", h -> h.createQuery("SELECT * FROM api_keys WHERE secret_hash = :hash")
                .bind("hash", secretHash).map(KEY).findOne());
    }

    @Override
    public Optional<Caller> callerBySecretHash(String secretHash) {
        // every vendor request starts here: one statement in autocommit, one round trip (decision 0809)
        return db.read("reading an API key and its vendor", h -> h.createQuery(CALLER + "\nWHERE k.secret_hash = :hash")
                .bind("hash", Bound.text(secretHash))
                .map(PgApiKeyStore::caller)
                .findOne());
    }

    /**
     * The key, its vendor and the vendor's log of {@code bucket}, in one statement (decision 0813): the admission
     * that follows starts from this log and stores its judgement only over the version read here, so the log may
     * have changed since (PgRateCounterStore). No log yet reads as an empty one that was never stored.
     */
    @Override
    public Optional<MeteredCaller> callerWithRateLog(String secretHash, RateBucket bucket) {
        return db.read("reading an API key, its vendor and its rate log", h -> h.createQuery(CALLER_WITH_LOG)
                .bind("hash", Bound.text(secretHash))
                .bind("bucket", Bound.text(PgRateCounterStore.bucketName(bucket)))
                .map((row, ctx) -> new MeteredCaller(caller(row, ctx), Optional.of(PgRateCounterStore.logRead(row))))
                .findOne());
    }

    private static Caller caller(ResultSet row, StatementContext ctx) throws SQLException {
        return new Caller(new Vendor(row.getString("vendor_id"), row.getString("slug"), row.getString("name"),
                row.getBoolean("active"), row.getBoolean("may_publish")), KEY.map(row, ctx));
    }

    /**
     * One round trip: the vendor's standing lock, shared, then the key and its vendor, read by a statement that starts
     * after the lock is granted, so it sees a revocation or deactivation that the lock waited for (Pipelined).
     */
    @Override
    public Optional<Caller> callerHeld(String keyId) {
        Optional<java.util.UUID> key = Ids.parse(keyId);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        List<String> statements = List.of(CallerStandingLock.SHARED_BY_KEY, CALLER + "\nWHERE k.id = :key");
        List<Caller> found = new java.util.ArrayList<>(1);
        db.call("holding a caller's key and vendor", h -> h.createQuery(Pipelined.of(statements))
                .bind("standing", CallerStandingLock.key())
                .bind("key", Bound.uuid(key.get()))
                .execute(Pipelined.eachRowOfLast(statements.size(), row -> found.add(caller(row, null)))));
        return found.stream().findFirst();
    }

    @Override
    public List<ApiKey> forVendor(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("reading API keys", h -> h.createQuery(
                        "SELECT * FROM api_keys WHERE vendor_id = :vendor ORDER BY seq")
                .bind("vendor", vendor).map(KEY).list())).orElse(List.of());
    }

    @Override
    public boolean revoke(String vendorId, String keyId, Instant at) {
        Optional<java.util.UUID> vendor = Ids.parse(vendorId);
        Optional<java.util.UUID> key = Ids.parse(keyId);
        if (vendor.isEmpty() || key.isEmpty()) {
            return false;
        }
        return db.call("revoking an API key", h -> {
            // Once this answers, no write of this key that was under way can still commit (decision 0217).
            CallerStandingLock.takeExclusive(h, vendor.get());
            return h.createUpdate("""
                            UPDATE api_keys SET revoked_at = COALESCE(revoked_at, :at)
                            WHERE vendor_id = :vendor AND id = :id""")
                    .bind("vendor", vendor.get())
                    .bind("id", key.get())
                    .bind("at", at)
                    .execute();
        }) == 1;
    }

    private static Set<Scope> scopes(Array array) throws java.sql.SQLException {
        Set<Scope> scopes = EnumSet.noneOf(Scope.class);
        for (Object wire : (Object[]) array.getArray()) {
            scopes.add(Scope.fromWire((String) wire).orElseThrow(
                    () -> new IllegalStateException("api_keys holds an unknown scope " + wire)));
        }
        return scopes;
    }
}
