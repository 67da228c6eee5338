package market.feeds.adapters.jdbc.store;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.SkuFacts;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.statement.Update;

/**
 * Offers as the vendor write path reaches them ({@code PATCH /v1/offers} and the feed pull), found by (vendor, sku)
 * through {@code offers_by_vendor_sku}. A payload costs two statements whatever its size: {@link SkuResolver}
 * reads (and locks) every sku at once, {@link #applyAll} writes every change at once. The dashboard's offers are
 * {@link PgOfferStore}.
 */
public final class PgOfferUpdates implements OfferUpdates {

    /*
     * "o.id = ANY(:ids)" besides the join: the offers are then found by primary key with an estimate of the
     * array's length, never by a hash join over a scan of every vendor's offers (decision 0802), sent after
     * PlannerSettings.NO_SEQSCAN in the same round trip.
     */
    static final String APPLY = offersUpdate("CAST(:ids AS uuid[])", "id",
            "o.id = c.id AND o.id = ANY(CAST(:ids AS uuid[])) AND o.deleted_at IS NULL");
    /*
     * The same update, reaching each row at the address the locked lookup read it at (OfferAddresses, decision
     * 0808): one heap fetch per row, no index descent. Two conditions are left out on purpose, because each gives
     * the planner a way around the TID scan: "o.id = c.id" (an offers_pkey descent below the TID fetch) and
     * "o.deleted_at IS NULL" (a bitmap scan of every live offer through the partial offers_live_by_vendor, then a
     * hash join, which PostgreSQL 15 chose for the first executions on a connection). That the row found is the
     * offer read is checked by its seq (decision 0815: a binary bigint, where the id was 36 characters of text to
     * send and parse per row), written IS NOT DISTINCT FROM (both sides are never null): a per-row filter that no
     * index can serve and no hash join can use. Liveness needs no check, since the row was read live under the
     * vendor's lock and deleting an offer takes that lock too.
     */
    static final String APPLY_BY_ADDRESS = offersUpdate("CAST(:ctids AS tid[]), CAST(:seqs AS bigint[])", "ctid, seq",
            "o.ctid = c.ctid AND o.seq IS NOT DISTINCT FROM c.seq");
    private final JdbiTransactions db;

    public PgOfferUpdates(JdbiTransactions db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    @Override
    public Map<String, SkuFacts> skuFacts(String vendorId, Set<String> skus, boolean lock) {
        Optional<UUID> vendor = Ids.parse(vendorId);
        if (skus.isEmpty() || vendor.isEmpty()) {
            Map<String, SkuFacts> none = new HashMap<>();
            skus.forEach(sku -> none.put(sku, SkuFacts.unmapped(SkuFacts.OpenPosition.NONE)));
            return none;
        }
        return db.call("resolving skus", h -> SkuResolver.facts(h, vendor.get(), skus, lock));
    }

    @Override
    public void applyAll(Collection<OfferChange> changes) {
        if (changes.isEmpty()) {
            return;
        }
        List<OfferChange> rows = List.copyOf(changes);
        db.call("applying offer changes", h -> {
            Optional<Addresses> addresses = OfferAddresses.of(h).flatMap(known -> addressesOf(rows, known));
            if (addresses.isPresent()
                    && bindValues(h.createUpdate(Pipelined.of(List.of(PlannerSettings.NO_SEQSCAN, APPLY_BY_ADDRESS))), rows)
                    .bind("ctids", addresses.get().ctids())
                    .bind("seqs", addresses.get().seqs())
                    .execute(Pipelined.countOfLast(2)) == rows.size()) {
                return null;
            }
            // No address read in this transaction, or a row no longer where it was read: by id (same values, so
            // rows the first pass changed are only written again).
            bindValues(h.createUpdate(Pipelined.of(List.of(PlannerSettings.NO_SEQSCAN, APPLY))), rows)
                    .bind("ids", ids(rows))
                    .execute();
            return null;
        });
    }

    /** Where each row lies and which row it is there, as bound by the address update. */
    private record Addresses(String ctids, Argument seqs) {
    }

    /** The rows' addresses, or empty when one of them was not read in this transaction. */
    private static Optional<Addresses> addressesOf(List<OfferChange> rows, Map<String, OfferAddresses.Address> known) {
        ArrayLiterals.Builder ctids = ArrayLiterals.quoted(rows.size(), 12);
        long[] seqs = new long[rows.size()];
        for (int i = 0; i < seqs.length; i++) {
            OfferAddresses.Address address = known.get(rows.get(i).offerId());
            if (address == null) {
                return Optional.empty();
            }
            ctids.add(address.ctid());
            seqs[i] = address.seq();
        }
        return Optional.of(new Addresses(ctids.build(), Bound.bigints(seqs)));
    }

    private static String ids(List<OfferChange> rows) {
        ArrayLiterals.Builder ids = ArrayLiterals.plain(rows.size(), 36);
        rows.forEach(row -> ids.add(row.offerId()));
        return ids.build();
    }

    /**
     * The new values, one array per column, written in one pass over the rows (decision 0812): decimals as array
     * literals, the rest as binary arrays that PostgreSQL reads without parsing text (decision 0815); the
     * timestamp as whole epoch microseconds plus the nanoseconds below them, an absent one as null.
     */
    private static Update bindValues(Update update, List<OfferChange> rows) {
        int size = rows.size();
        ArrayLiterals.Builder prices = ArrayLiterals.plain(size, 12);
        ArrayLiterals.Builder stocks = ArrayLiterals.plain(size, 8);
        ArrayLiterals.Builder moqs = ArrayLiterals.plain(size, 4);
        boolean[] discontinued = new boolean[size];
        Long[] updatedAtMicros = new Long[size];
        int[] updatedAtNs = new int[size];
        for (int i = 0; i < size; i++) {
            OfferChange row = rows.get(i);
            prices.add(Columns.decimalText(row.price()));
            stocks.add(Columns.decimalText(row.stock()));
            moqs.add(Columns.decimalText(row.moq()));
            discontinued[i] = row.discontinued();
            updatedAtMicros[i] = row.updatedAt().map(EpochMicros::of).orElse(null);
            updatedAtNs[i] = Columns.subMicros(row.updatedAt());
        }
        return update
                .bind("prices", prices.build())
                .bind("stocks", stocks.build())
                .bind("moqs", moqs.build())
                .bind("discontinued", Bound.booleans(discontinued))
                .bind("updatedAtMicros", Bound.bigints(updatedAtMicros))
                .bind("updatedAtNs", Bound.integers(updatedAtNs));
    }

    /**
     * The offers update of a batch: the rows named by {@code rowArrays} (columns {@code rowColumns} of {@code c}),
     * the new values from one array per column, an absent timestamp keeping the stored one.
     */
    private static String offersUpdate(String rowArrays, String rowColumns, String where) {
        return """
                UPDATE offers o
                SET price = c.price, stock = c.stock, moq = c.moq, discontinued = c.discontinued,
                    updated_at = COALESCE(%s, o.updated_at),
                    updated_at_ns = CASE WHEN c.updated_us IS NULL THEN o.updated_at_ns ELSE c.updated_at_ns END
                FROM unnest(%s, CAST(:prices AS numeric[]), CAST(:stocks AS numeric[]), CAST(:moqs AS numeric[]),
                            CAST(:discontinued AS boolean[]), CAST(:updatedAtMicros AS bigint[]),
                            CAST(:updatedAtNs AS integer[]))
                     AS c(%s, price, stock, moq, discontinued, updated_us, updated_at_ns)
                WHERE %s""".formatted(EpochMicros.toTimestamp("c.updated_us"), rowArrays, rowColumns, where);
    }
}
