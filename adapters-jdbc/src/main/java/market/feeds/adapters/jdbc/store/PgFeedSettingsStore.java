package market.feeds.adapters.jdbc.store;

import java.time.ZoneId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.domain.feed.FeedAddress;
import org.jdbi.v3.core.mapper.RowMapper;

/** Scheduled-pull settings in {@code feed_settings}, one row per vendor; the token only as sealed bytes. */
public final class PgFeedSettingsStore implements FeedSettingsStore {

    private static final RowMapper<FeedSettings> SETTINGS = (row, ctx) -> new FeedSettings(row.getString("vendor_id"),
            row.getString("url"), row.getInt("hour"), ZoneId.of(row.getString("time_zone")),
            Optional.ofNullable(row.getBytes("sealed_token")), Columns.optionalText(row, "pinned_address"),
            Columns.instant(row, "next_run_at"));

    private final JdbiTransactions db;

    public PgFeedSettingsStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void save(FeedSettings settings) {
        upsert("saving feed settings", settings, false);
    }

    /**
     * One statement, so two concurrent saves cannot interleave a read of the stored URL with a write of another: the
     * conflicting row is locked and the CASE sees the version that won. The kept token is the stored bytes, never
     * opened and sealed again.
     */
    @Override
    public FeedSettings saveKeepingToken(FeedSettings settings) {
        if (settings.hasToken()) {
            throw new IllegalArgumentException("saveKeepingToken takes settings without a token");
        }
        return upsert("saving feed settings keeping the token", settings, true);
    }

    private FeedSettings upsert(String what, FeedSettings settings, boolean keepToken) {
        return db.call(what, h -> h.createQuery("""
                        INSERT INTO feed_settings (vendor_id, url, hour, time_zone, sealed_token, pinned_address,
                                                   next_run_at)
                        VALUES (CAST(:vendorId AS uuid), :url, :hour, :timeZone, :sealedToken,
                                :pinnedAddress, :nextRunAt)
                        ON CONFLICT (vendor_id) DO UPDATE
                        SET url = excluded.url, hour = excluded.hour, time_zone = excluded.time_zone,
                            sealed_token = CASE WHEN :keepToken AND starts_with(feed_settings.url, :originPrefix)
                                    THEN feed_settings.sealed_token ELSE excluded.sealed_token END,
                            pinned_address = excluded.pinned_address,
                            next_run_at = excluded.next_run_at,
                            feed_etag = CASE WHEN feed_settings.url = excluded.url
                                    AND (:keepToken OR feed_settings.sealed_token IS NOT DISTINCT FROM
                                         excluded.sealed_token)
                                    THEN feed_settings.feed_etag END,
                            feed_last_modified = CASE WHEN feed_settings.url = excluded.url
                                    AND (:keepToken OR feed_settings.sealed_token IS NOT DISTINCT FROM
                                         excluded.sealed_token)
                                    THEN feed_settings.feed_last_modified END
                        RETURNING *""")
                .bindMethods(settings)
                .bind("keepToken", keepToken)
                // The canonical URL continues with '/' after its origin, so the prefix cannot match a longer host.
                .bind("originPrefix", FeedAddress.originOf(settings.url()) + "/")
                .map(SETTINGS)
                .one());
    }

    @Override
    public FeedValidators validators(String vendorId) {
        return Ids.parse(vendorId).flatMap(vendor -> db.call("reading feed validators", h -> h.createQuery(
                        "SELECT feed_etag, feed_last_modified FROM feed_settings WHERE vendor_id = :vendor")
                .bind("vendor", vendor)
                .map((row, ctx) -> new FeedValidators(Columns.optionalText(row, "feed_etag"),
                        Columns.optionalText(row, "feed_last_modified")))
                .findOne())).orElse(FeedValidators.none());
    }

    @Override
    public void recordValidators(String vendorId, String url, FeedValidators validators) {
        Ids.parse(vendorId).ifPresent(vendor -> db.call("recording feed validators", h -> h.createUpdate("""
                        UPDATE feed_settings SET feed_etag = :etag, feed_last_modified = :modified
                        WHERE vendor_id = :vendor AND url = :url""")
                .bind("vendor", vendor)
                .bind("url", url)
                .bind("etag", validators.etag().orElse(null))
                .bind("modified", validators.lastModified().orElse(null))
                .execute()));
    }

    @Override
    public boolean replanRun(String vendorId, Instant planned, Instant next) {
        return Ids.parse(vendorId).map(vendor -> db.call("planning the next feed run", h -> h.createUpdate("""
                        UPDATE feed_settings SET next_run_at = :next
                        WHERE vendor_id = :vendor AND next_run_at = :planned""")
                .bind("vendor", vendor)
                .bind("planned", Columns.timestamp(planned))
                .bind("next", Columns.timestamp(next))
                .execute() == 1)).orElse(false);
    }

    @Override
    public Optional<FeedSettings> find(String vendorId) {
        return Ids.parse(vendorId).flatMap(vendor -> db.call("reading feed settings", h -> h.createQuery(
                "SELECT * FROM feed_settings WHERE vendor_id = :vendor").bind("vendor", vendor).map(SETTINGS).findOne()));
    }

    @Override
    public boolean delete(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("deleting feed settings", h -> h.createUpdate(
                "DELETE FROM feed_settings WHERE vendor_id = :vendor").bind("vendor", vendor).execute()) == 1)
                .orElse(false);
    }

    @Override
    public List<FeedSettings> all() {
        return db.call("listing feed settings", h -> h.createQuery("SELECT * FROM feed_settings ORDER BY vendor_id")
                .map(SETTINGS).list());
    }
}
