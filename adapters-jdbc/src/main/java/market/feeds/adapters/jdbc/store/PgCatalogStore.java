package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.catalog.MatchKey;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.jdbi.v3.core.mapper.RowMapper;

/** The catalogue in {@code catalog_products}, indexed by (category, brand key) for the matcher's candidates. */
public final class PgCatalogStore implements CatalogStore {

    private static final RowMapper<CatalogEntry> ENTRY = (row, ctx) -> new CatalogEntry(row.getString("id"),
            row.getString("name"), row.getString("brand"),
            Category.fromSlug(row.getString("category")).orElseThrow(),
            Columns.optionalText(row, "unit").map(unit -> Unit.fromWire(unit).orElseThrow()));

    private final JdbiTransactions db;

    public PgCatalogStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void insertAll(Collection<CatalogEntry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        List<CatalogEntry> rows = List.copyOf(entries);
        db.call("inserting catalogue products", h -> h.createUpdate("""
                        INSERT INTO catalog_products (id, name, brand, brand_key, category, unit)
                        SELECT * FROM unnest(CAST(:ids AS uuid[]), CAST(:names AS text[]), CAST(:brands AS text[]),
                                             CAST(:brandKeys AS text[]), CAST(:categories AS text[]),
                                             CAST(:units AS text[]))""")
                .bind("ids", Ids.array(rows.stream().map(CatalogEntry::id).toList()))
                .bind("names", rows.stream().map(CatalogEntry::name).toArray(String[]::new))
                .bind("brands", rows.stream().map(CatalogEntry::brand).toArray(String[]::new))
                .bind("brandKeys", rows.stream().map(entry -> MatchKey.of(entry.brand())).toArray(String[]::new))
                .bind("categories", rows.stream().map(entry -> entry.category().slug()).toArray(String[]::new))
                .bind("units", rows.stream().map(entry -> entry.unit().map(Unit::wire).orElse(null))
                        .toArray(String[]::new))
                .execute());
    }

    @Override
    public Optional<CatalogEntry> byId(String id) {
        return Ids.parse(id).flatMap(uuid -> db.call("reading a catalogue product", h -> h.createQuery(
                "SELECT * FROM catalog_products WHERE id = :id").bind("id", uuid).map(ENTRY).findOne()));
    }

    @Override
    public List<CatalogEntry> search(String text, int limit) {
        return db.call("searching the catalogue", h -> h.createQuery("""
                        SELECT * FROM catalog_products
                        WHERE strpos(lower(name), lower(:text)) > 0 OR strpos(lower(brand), lower(:text)) > 0
                        ORDER BY seq LIMIT :limit""")
                .bind("text", text).bind("limit", limit)
                .map(ENTRY).list());
    }

    @Override
    public List<CatalogEntry> candidates(Set<BrandInCategory> wanted) {
        if (wanted.isEmpty()) {
            return List.of();
        }
        List<BrandInCategory> pairs = List.copyOf(wanted);
        // One probe of catalog_products_candidates per pair: the entries of the batch's own (category, brand) pairs,
        // not of every category with every brand, which with a broad batch was most of the catalogue.
        return db.call("reading catalogue candidates", h -> h.createQuery("""
                        SELECT c.* FROM unnest(CAST(:categories AS text[]), CAST(:brandKeys AS text[]))
                            AS w(category, brand_key)
                        JOIN LATERAL (
                            SELECT * FROM catalog_products p
                            WHERE p.category = w.category AND p.brand_key = w.brand_key OFFSET 0
                        ) c ON true
                        ORDER BY c.seq""")
                .bind("categories", pairs.stream().map(pair -> pair.category().slug()).toArray(String[]::new))
                .bind("brandKeys", pairs.stream().map(BrandInCategory::brandKey).toArray(String[]::new))
                .map(ENTRY).list());
    }
}
