package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import market.feeds.application.model.Position;
import market.feeds.application.port.out.KeysetPage;
import market.feeds.application.port.out.PositionStore;
import market.feeds.domain.position.PositionState;
import org.jdbi.v3.core.statement.Query;

/** Positions of the review screen in {@code positions}; a feed's rows are written by one statement per kind. */
public final class PgPositionStore implements PositionStore {

    /**
     * The update reaches each position through {@code positions_pkey} (decision 0806). Joined to {@code unnest},
     * PostgreSQL 15 hashes a sequential scan of every vendor's positions, spilling to temp files; with the ids also
     * as a typed {@code = ANY} it still weighs that scan against 5000 descents. {@link PlannerSettings#NO_SEQSCAN}
     * takes the scan away for this statement only: it is restored in the same round trip, since the review and matching transactions run
     * other statements after it.
     */
    static final String SEQSCAN_AGAIN = "RESET enable_seqscan";
    static final String UPDATE_ALL = """
            UPDATE positions p
            SET sku = n.sku, name = n.name, brand = n.brand, category = n.category, unit = n.unit, price = n.price,
                stock = n.stock, moq = n.moq, warehouse_id = n.warehouse_id, description = n.description,
                updated_at = n.updated_at, updated_at_ns = n.updated_at_ns, state = n.state,
                suggested_catalog_product_id = n.suggested_catalog_product_id, request_id = n.request_id,
                idx = n.idx, warnings = n.warnings, job_id = n.job_id, offer_id = n.offer_id
            FROM %s AS n(%s)
            WHERE p.id = n.id AND p.vendor_id = n.vendor_id AND p.id = ANY(CAST(:ids AS uuid[]))"""
            .formatted(PositionRows.UNNEST, PositionRows.COLUMNS);
    /**
     * For each wanted sku, one probe of {@code positions_vendor_sku} (the {@code LIMIT} keeps the lateral from being
     * flattened into a join whose plan follows the statistics) and, for a linked position, one of {@code
     * offers_pkey}: the unresolved position wins over a linked one, a linked one counts only with a live offer,
     * then the newest (decision 0806).
     */
    static final String CURRENT_BY_SKUS = """
            SELECT c.*
            FROM unnest(CAST(:skus AS text[])) AS w(sku)
            CROSS JOIN LATERAL (
                SELECT p.* FROM positions p
                WHERE p.vendor_id = :vendor AND p.sku = w.sku
                  AND (p.state <> 'linked'
                       OR EXISTS (SELECT 1 FROM offers o WHERE o.id = p.offer_id AND o.deleted_at IS NULL))
                ORDER BY p.state = 'linked', p.seq DESC
                LIMIT 1
            ) AS c""";

    /**
     * What a listing states to reach positions_listed_by_vendor_seq: true of every row, but a probe by vendor and sku
     * never states it, so it cannot take that index for one on the vendor and sku (V20, decision 0806, amended).
     */
    private static final String LISTED = "seq > 0";

    private final JdbiTransactions db;

    public PgPositionStore(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public void holdForWriting(String vendorId) {
        Ids.parse(vendorId).ifPresent(vendor -> db.call("holding the vendor's positions",
                h -> {
                    PositionWriteLock.take(h, vendor);
                    return null;
                }));
    }

    @Override
    public void insertAll(Collection<Position> positions) {
        if (positions.isEmpty()) {
            return;
        }
        db.call("inserting positions", h -> PositionRows.bindArrays(h.createUpdate(
                "INSERT INTO positions (%s) SELECT * FROM %s".formatted(PositionRows.COLUMNS, PositionRows.UNNEST)),
                List.copyOf(positions)).execute());
    }

    @Override
    public void updateAll(Collection<Position> positions) {
        if (positions.isEmpty()) {
            return;
        }
        db.call("updating positions", h -> PositionRows.bindArrays(
                h.createUpdate(Pipelined.of(List.of(PlannerSettings.NO_SEQSCAN, UPDATE_ALL, SEQSCAN_AGAIN))),
                List.copyOf(positions)).execute());
    }

    @Override
    public List<Position> currentBySkus(String vendorId, Set<String> skus) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (vendor.isEmpty() || skus.isEmpty()) {
            return List.of();
        }
        return db.call("reading current positions", h -> h.createQuery(CURRENT_BY_SKUS)
                .bind("vendor", vendor.get())
                .bind("skus", skus.toArray(String[]::new))
                .map(PositionRows.POSITION).list());
    }

    @Override
    public Optional<Position> byId(String vendorId, String positionId) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> position = Ids.parse(positionId);
        if (vendor.isEmpty() || position.isEmpty()) {
            return Optional.empty();
        }
        return db.call("reading a position", h -> h.createQuery(
                        "SELECT * FROM positions WHERE vendor_id = :vendor AND id = :id")
                .bind("vendor", vendor.get()).bind("id", position.get()).map(PositionRows.POSITION).findOne());
    }

    /**
     * A text per filter, as for offers: each page starts at its key in positions_listed_by_vendor_seq (decision 0408),
     * an index partial on {@code seq > 0}, which every row meets and only the listings state (V20, decision 0806).
     */
    static String listQuery(boolean state, boolean sku, boolean after) {
        return "SELECT * FROM positions WHERE vendor_id = :vendor AND " + LISTED
                + (state ? " AND state = :state" : "")
                + (sku ? " AND sku = :sku" : "")
                + (after ? " AND seq > (SELECT seq FROM positions WHERE id = :after)" : "")
                + " ORDER BY seq LIMIT :limit";
    }

    @Override
    public List<Position> list(String vendorId, Optional<PositionState> state, Optional<String> sku,
                               KeysetPage page) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        Optional<UUID> after = page.after().flatMap(Ids::parse);
        if (vendor.isEmpty() || page.after().isPresent() && after.isEmpty()) {
            return List.of();
        }
        String query = listQuery(state.isPresent(), sku.isPresent(), after.isPresent());
        return db.call("listing positions", h -> {
            Query listing = h.createQuery(query).bind("vendor", vendor.get()).bind("limit", page.limit());
            state.ifPresent(value -> listing.bind("state", value.wire()));
            sku.ifPresent(value -> listing.bind("sku", value));
            after.ifPresent(value -> listing.bind("after", value));
            return listing.map(PositionRows.POSITION).list();
        });
    }

    @Override
    public List<Position> page(String vendorId, PositionState state, int offset, int limit) {
        return Ids.parse(vendorId).map(vendor -> db.call("paging positions", h -> h.createQuery("""
                        SELECT * FROM positions WHERE vendor_id = :vendor AND state = :state AND %s
                        ORDER BY seq OFFSET :offset LIMIT :limit""".formatted(LISTED))
                .bind("vendor", vendor).bind("state", state.wire()).bind("offset", offset).bind("limit", limit)
                .map(PositionRows.POSITION).list())).orElse(List.of());
    }

    @Override
    public List<Backlog> backlogs(int limit) {
        return db.call("counting review backlogs", h -> h.createQuery("""
                        SELECT vendor_id, count(*) FILTER (WHERE state = 'awaiting_review') AS awaiting,
                               count(*) FILTER (WHERE state = 'pending_catalog') AS pending
                        FROM positions WHERE state IN ('awaiting_review', 'pending_catalog')
                        GROUP BY vendor_id ORDER BY count(*) DESC, vendor_id LIMIT :limit""")
                .bind("limit", limit)
                .map((row, ctx) -> new Backlog(row.getString("vendor_id"), row.getInt("awaiting"), row.getInt("pending")))
                .list());
    }

    @Override
    public int count(String vendorId, PositionState state) {
        return Ids.parse(vendorId).map(vendor -> db.call("counting positions", h -> h.createQuery(
                        "SELECT count(*) FROM positions WHERE vendor_id = :vendor AND state = :state")
                .bind("vendor", vendor).bind("state", state.wire()).mapTo(Integer.class).one())).orElse(0);
    }

    @Override
    public List<Position> forJob(String jobId) {
        return Ids.parse(jobId).map(job -> db.call("reading a job's positions", h -> h.createQuery(
                        "SELECT * FROM positions WHERE job_id = :job ORDER BY seq")
                .bind("job", job).map(PositionRows.POSITION).list())).orElse(List.of());
    }

    @Override
    public int countUnresolved(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("counting unresolved positions", h -> h.createQuery("""
                        SELECT count(*) FROM positions
                        WHERE vendor_id = :vendor AND state IN ('awaiting_review', 'pending_catalog')""")
                .bind("vendor", vendor).mapTo(Integer.class).one())).orElse(0);
    }

    @Override
    public int countAwaitingWithSuggestion(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("counting recognised positions", h -> h.createQuery("""
                        SELECT count(*) FROM positions
                        WHERE vendor_id = :vendor AND state = 'awaiting_review'
                          AND suggested_catalog_product_id IS NOT NULL""")
                .bind("vendor", vendor).mapTo(Integer.class).one())).orElse(0);
    }

    @Override
    public List<Position> awaitingWithSuggestion(String vendorId) {
        return Ids.parse(vendorId).map(vendor -> db.call("reading recognised positions", h -> h.createQuery("""
                        SELECT * FROM positions
                        WHERE vendor_id = :vendor AND state = 'awaiting_review'
                          AND suggested_catalog_product_id IS NOT NULL
                        ORDER BY seq""")
                .bind("vendor", vendor).map(PositionRows.POSITION).list())).orElse(List.of());
    }
}
