package market.feeds.adapters.jdbc.store;

import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.VendorStore;
import org.jdbi.v3.core.mapper.RowMapper;

/** Vendor accounts in {@code vendors}; the unique slug decides who wins a concurrent insert. */
public final class PgVendorStore implements VendorStore {

    private static final RowMapper<Vendor> VENDOR = (row, ctx) -> new Vendor(row.getString("id"),
            row.getString("slug"), row.getString("name"), row.getBoolean("active"), row.getBoolean("may_publish"));

    private final JdbiTransactions db;

    public PgVendorStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public boolean insert(Vendor vendor) {
        return db.call("inserting a vendor", h -> h.createUpdate("""
                        INSERT INTO vendors (id, slug, name, active, may_publish)
                        VALUES (CAST(:id AS uuid), :slug, :name, :active, :mayPublish)
                        ON CONFLICT (slug) DO NOTHING""")
                .bindMethods(vendor)
                .execute()) == 1;
    }

    @Override
    public Optional<Vendor> bySlug(String slug) {
        return db.call("reading a vendor", h -> h.createQuery("SELECT * FROM vendors WHERE slug = :slug")
                .bind("slug", slug).map(VENDOR).findOne());
    }

    @Override
    public Optional<Vendor> byId(String id) {
        return Ids.parse(id).flatMap(uuid -> db.call("reading a vendor", h -> h.createQuery(
                "SELECT * FROM vendors WHERE id = :id").bind("id", uuid).map(VENDOR).findOne()));
    }

    /**
     * One statement sets the flags given and keeps the others as the row has them (decision 0218), after the
     * vendor's standing lock (decision 0217): once a deactivation answers, no write of this vendor that was under way
     * can still commit.
     */
    @Override
    public Optional<Vendor> changeFlags(String vendorId, Optional<Boolean> active, Optional<Boolean> mayPublish) {
        return Ids.parse(vendorId).flatMap(id -> db.call("changing a vendor's flags", h -> {
            CallerStandingLock.takeExclusive(h, id);
            return h.createQuery("""
                            UPDATE vendors SET active = COALESCE(:active, active),
                                               may_publish = COALESCE(:mayPublish, may_publish)
                            WHERE id = :id RETURNING *""")
                    .bind("id", id)
                    .bind("active", active.orElse(null))
                    .bind("mayPublish", mayPublish.orElse(null))
                    .map(VENDOR)
                    .findOne();
        }));
    }

    /** As {@link #search}'s filter; the LIMIT stops the count at {@code atMost}, whatever the table's size. */
    static final String COUNT = """
            SELECT count(*) FROM (
                SELECT 1 FROM vendors
                WHERE strpos(lower(slug), lower(:text)) > 0 OR strpos(lower(name), lower(:text)) > 0
                LIMIT :atMost) AS found""";

    @Override
    public int count(String text, int atMost) {
        return db.call("counting vendors", h -> h.createQuery(COUNT)
                .bind("text", text).bind("atMost", atMost)
                .mapTo(Integer.class).one());
    }

    @Override
    public java.util.List<Vendor> search(String text, int offset, int limit) {
        return db.call("searching vendors", h -> h.createQuery("""
                        SELECT * FROM vendors
                        WHERE strpos(lower(slug), lower(:text)) > 0 OR strpos(lower(name), lower(:text)) > 0
                        ORDER BY slug OFFSET :offset LIMIT :limit""")
                .bind("text", text).bind("offset", offset).bind("limit", limit)
                .map(VENDOR).list());
    }
}
