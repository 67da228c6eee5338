package market.feeds.adapters.jdbc.store;

import market.feeds.application.port.out.KeysetPage;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.PriceStep;
import market.feeds.application.model.Vendor;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuResolution;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Sku resolution and offer writes on PostgreSQL, named after the contract rules they serve. */
@ExtendWith(FreshSchemaExtension.class)
class PgOfferStoreTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final Fixtures fixtures;
    private final PgOfferStore offers;
    private final PgOfferUpdates updates;

    PgOfferStoreTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.offers = fixtures.stores.offers();
        this.updates = fixtures.stores.offerUpdates();
    }

    @Test
    void everyRequestedSkuGetsAResolutionFromOneQuery() {
        Vendor vendor = fixtures.vendor();
        Offer linked = fixtures.insertOffer(vendor.id(), "A-1");
        fixtures.insertOffer(vendor.id(), "TWIN");
        fixtures.insertOffer(vendor.id(), "TWIN");
        Offer gone = fixtures.insertOffer(vendor.id(), "GONE");
        offers.delete(vendor.id(), gone.id());
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);
        Position pending = Fixtures.position(vendor.id(), Optional.of("PENDING"), request);
        Position awaiting = Fixtures.position(vendor.id(), Optional.of("AWAITING"), request);
        fixtures.stores.positions().insertAll(List.of(pending, awaiting));
        fixtures.stores.positions().updateAll(List.of(pending.unrecognised()));

        Map<String, SkuResolution> resolved = SkuResolution.ofAll(updates.skuFacts(vendor.id(),
                Set.of("A-1", "TWIN", "GONE", "PENDING", "AWAITING", "NEVER"), false));

        assertThat(resolved).hasSize(6);
        assertThat(resolved.get("A-1")).isEqualTo(new SkuResolution.Resolved(linked.snapshot()));
        assertThat(resolved.get("TWIN")).isInstanceOf(SkuResolution.Ambiguous.class);
        assertThat(((SkuResolution.Ambiguous) resolved.get("TWIN")).offers()).hasSize(2).allMatch(d -> d.startsWith("offer "));
        assertThat(resolved.get("GONE")).isInstanceOf(SkuResolution.OfferMissing.class);
        assertThat(resolved.get("PENDING")).isInstanceOf(SkuResolution.PendingCatalog.class);
        assertThat(resolved.get("AWAITING")).isInstanceOf(SkuResolution.Unknown.class);
        assertThat(resolved.get("NEVER")).isInstanceOf(SkuResolution.Unknown.class);
    }

    @Test
    void skuOfAnotherVendorIsUnknown() {
        Vendor owner = fixtures.vendor();
        Vendor other = fixtures.vendor();
        fixtures.insertOffer(owner.id(), "MINE");

        assertThat(SkuResolution.ofAll(updates.skuFacts(other.id(), Set.of("MINE"), true)).get("MINE")).isInstanceOf(SkuResolution.Unknown.class);
    }

    @Test
    void ambiguousSkuStaysAmbiguousWhenOneOfItsOffersIsDeleted() {
        Vendor vendor = fixtures.vendor();
        Offer first = fixtures.insertOffer(vendor.id(), "TRIPLE");
        fixtures.insertOffer(vendor.id(), "TRIPLE");
        fixtures.insertOffer(vendor.id(), "TRIPLE");
        offers.delete(vendor.id(), first.id());

        SkuResolution resolution = SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("TRIPLE"), true)).get("TRIPLE");

        assertThat(((SkuResolution.Ambiguous) resolution).offers()).hasSize(2).noneMatch(d -> d.contains(first.id()));
    }

    @Test
    void deletedOffersMappingStaysSoItsSkuIsOfferMissing() {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "B-1");

        assertThat(offers.delete(vendor.id(), offer.id())).isTrue();
        assertThat(offers.delete(vendor.id(), offer.id())).isFalse();
        assertThat(offers.byId(vendor.id(), offer.id())).isEmpty();
        assertThat(offers.list(vendor.id(), Optional.empty(), WHOLE)).isEmpty();
        assertThat(SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("B-1"), false)).get("B-1")).isInstanceOf(SkuResolution.OfferMissing.class);
    }

    @Test
    void applyAllWritesEveryChangeAndKeepsStoredTimestampWhenNoneSent() {
        Vendor vendor = fixtures.vendor();
        Offer stamped = fixtures.insertOffer(vendor.id(), "C-1");
        Offer unstamped = fixtures.insertOffer(vendor.id(), "C-2");
        Instant sent = Instant.parse("2026-03-02T08:00:00Z");
        updates.applyAll(List.of(new OfferChange(stamped.id(), new BigDecimal("11.25"), BigDecimal.ZERO,
                new BigDecimal("2"), true, Optional.of(sent))));

        updates.applyAll(List.of(
                new OfferChange(stamped.id(), new BigDecimal("12"), BigDecimal.ONE, new BigDecimal("2"), false, Optional.empty()),
                new OfferChange(unstamped.id(), new BigDecimal("9.5"), new BigDecimal("7.125"), BigDecimal.ONE, false,
                        Optional.empty())));

        OfferSnapshot first = offers.byId(vendor.id(), stamped.id()).orElseThrow().snapshot();
        assertThat(first.price()).isEqualByComparingTo("12");
        assertThat(first.stock()).isEqualByComparingTo("1");
        assertThat(first.discontinued()).isFalse();
        assertThat(first.updatedAt()).contains(sent);
        OfferSnapshot second = offers.byId(vendor.id(), unstamped.id()).orElseThrow().snapshot();
        assertThat(second.stock()).isEqualTo(new BigDecimal("7.125"));
        assertThat(second.updatedAt()).isEmpty();
    }

    @Test
    void storedTimestampKeepsNanosecondsSoAnEqualTimestampCompareEqual() {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "NANO-1");
        Instant sent = Instant.parse("2026-03-02T08:00:00.123456789Z");
        Instant beforeEpoch = Instant.parse("1969-12-31T23:59:59.999999999Z");
        updates.applyAll(List.of(new OfferChange(offer.id(), offer.price(), offer.stock(), offer.moq(), false,
                Optional.of(sent))));

        SkuResolution resolution = SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("NANO-1"), true)).get("NANO-1");
        updates.applyAll(List.of(new OfferChange(offer.id(), offer.price(), offer.stock(), offer.moq(), false,
                Optional.of(beforeEpoch))));

        assertThat(((SkuResolution.Resolved) resolution).offer().updatedAt()).contains(sent);
        assertThat(offers.byId(vendor.id(), offer.id()).orElseThrow().updatedAt()).contains(beforeEpoch);
    }

    @Test
    void timestampsFarFromTheEpochAreStoredExactlyByAddressAndById() {
        // decision 0815: the update sends epoch microseconds and PostgreSQL adds them back as hours and the
        // microseconds left; one product of microseconds in double would round beyond 285 years from 1970
        List<Instant> sent = List.of(Instant.parse("0001-01-01T00:00:00.000000001Z"),
                Instant.parse("1583-10-15T12:34:56.999999999Z"), Instant.parse("1969-12-31T23:59:59.999999999Z"),
                Instant.parse("1970-01-01T00:00:00Z"), Instant.parse("2026-11-26T01:02:03.456789123Z"),
                Instant.parse("2262-04-11T23:47:16.854775807Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"));
        Vendor vendor = fixtures.vendor();
        List<Offer> byAddress = new java.util.ArrayList<>();
        List<Offer> byId = new java.util.ArrayList<>();
        for (int i = 0; i < sent.size(); i++) {
            byAddress.add(fixtures.insertOffer(vendor.id(), "FAR-A-" + i));
            byId.add(fixtures.insertOffer(vendor.id(), "FAR-I-" + i));
        }

        fixtures.stores.transactions().inTransaction(() -> {
            updates.skuFacts(vendor.id(), Set.copyOf(byAddress.stream().map(Offer::sku).toList()), true);
            updates.applyAll(stamped(byAddress, sent));
            return null;
        });
        updates.applyAll(stamped(byId, sent));

        for (int i = 0; i < sent.size(); i++) {
            assertThat(offers.byId(vendor.id(), byAddress.get(i).id()).orElseThrow().updatedAt())
                    .as("by address").contains(sent.get(i));
            assertThat(offers.byId(vendor.id(), byId.get(i).id()).orElseThrow().updatedAt())
                    .as("by id").contains(sent.get(i));
        }
    }

    private static List<OfferChange> stamped(List<Offer> offers, List<Instant> times) {
        List<OfferChange> changes = new java.util.ArrayList<>();
        for (int i = 0; i < offers.size(); i++) {
            Offer offer = offers.get(i);
            changes.add(new OfferChange(offer.id(), offer.price(), offer.stock(), offer.moq(), false,
                    Optional.of(times.get(i))));
        }
        return changes;
    }

    @Test
    void changesReadUnderTheLockAreAppliedInTheSameTransaction() {
        Vendor vendor = fixtures.vendor();
        Offer first = fixtures.insertOffer(vendor.id(), "ADDR-1");
        Offer second = fixtures.insertOffer(vendor.id(), "ADDR-2");

        fixtures.stores.transactions().inTransaction(() -> {
            updates.skuFacts(vendor.id(), Set.of("ADDR-1", "ADDR-2"), true);
            updates.applyAll(List.of(
                    new OfferChange(first.id(), new BigDecimal("21"), BigDecimal.ONE, BigDecimal.ONE, false, Optional.empty()),
                    new OfferChange(second.id(), new BigDecimal("22"), BigDecimal.TEN, BigDecimal.ONE, true, Optional.empty())));
            return null;
        });

        assertThat(offers.byId(vendor.id(), first.id()).orElseThrow().price()).isEqualByComparingTo("21");
        assertThat(offers.byId(vendor.id(), second.id()).orElseThrow().discontinued()).isTrue();
    }

    @Test
    void anOfferRewrittenSinceTheLockedReadIsStillUpdated() {
        Vendor vendor = fixtures.vendor();
        Offer moved = fixtures.insertOffer(vendor.id(), "MOVED-1");
        Offer stayed = fixtures.insertOffer(vendor.id(), "STAYED-1");

        fixtures.stores.transactions().inTransaction(() -> {
            updates.skuFacts(vendor.id(), Set.of("MOVED-1", "STAYED-1"), true);
            // a new row version: the address read above now names a dead one
            fixtures.stores.transactions().call("moving an offer", h -> h.createUpdate(
                    "UPDATE offers SET complete = complete WHERE id = CAST(:id AS uuid)").bind("id", moved.id()).execute());
            updates.applyAll(List.of(
                    new OfferChange(moved.id(), new BigDecimal("31"), BigDecimal.ONE, BigDecimal.ONE, false, Optional.empty()),
                    new OfferChange(stayed.id(), new BigDecimal("32"), BigDecimal.ONE, BigDecimal.ONE, false, Optional.empty())));
            return null;
        });

        assertThat(offers.byId(vendor.id(), moved.id()).orElseThrow().price()).isEqualByComparingTo("31");
        assertThat(offers.byId(vendor.id(), stayed.id()).orElseThrow().price()).isEqualByComparingTo("32");
    }

    @Test
    void numbersReadBackByValueWithoutColumnPadding() {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "D-1");

        Offer stored = offers.byId(vendor.id(), offer.id()).orElseThrow();

        assertThat(stored).isEqualTo(offer);
    }

    @Test
    void dashboardUpdateReplacesVisibilityCompletenessAndLadder() {
        Vendor vendor = fixtures.vendor();
        Offer offer = fixtures.insertOffer(vendor.id(), "E-1");
        Offer changed = new Offer(offer.id(), offer.vendorId(), offer.sku(), offer.catalogProductId(), offer.price(),
                offer.stock(), offer.moq(), offer.discontinued(), Visibility.PAUSED, false,
                List.of(new PriceStep(new BigDecimal("10"), new BigDecimal("9.5")),
                        new PriceStep(new BigDecimal("100"), new BigDecimal("8.75"))),
                offer.warehouseId(), offer.updatedAt());

        offers.update(changed);

        assertThat(offers.byId(vendor.id(), offer.id())).contains(changed);
        SkuResolution resolution = SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("E-1"), false)).get("E-1");
        OfferSnapshot snapshot = ((SkuResolution.Resolved) resolution).offer();
        assertThat(snapshot.priceLadder()).isTrue();
        assertThat(snapshot.visibility()).isEqualTo(Visibility.PAUSED);
        assertThat(snapshot.complete()).isFalse();
    }

    @Test
    void listFiltersBySkuMappingAndVendor() {
        Vendor vendor = fixtures.vendor();
        Offer first = fixtures.insertOffer(vendor.id(), "F-1");
        Offer second = fixtures.insertOffer(vendor.id(), "F-2");
        fixtures.insertOffer(fixtures.vendor().id(), "F-1");

        assertThat(offers.list(vendor.id(), Optional.empty(), WHOLE))
                .containsExactlyElementsOf(List.of(first, second).stream().sorted(Comparator.comparing(Offer::id)).toList());
        assertThat(offers.list(vendor.id(), Optional.of("F-2"), WHOLE)).containsExactly(second);
        assertThat(offers.byId(vendor.id(), "not-a-uuid")).isEmpty();
    }

    @Test
    void insertAllWritesEveryOfferAndItsMappingInOneStatement() {
        Vendor vendor = fixtures.vendor();
        String product = fixtures.product().id();
        List<Offer> batch = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            batch.add(Fixtures.offer(vendor.id(), "BATCH-" + i, product));
        }
        Offer stamped = batch.get(7);
        batch.set(7, new Offer(stamped.id(), stamped.vendorId(), stamped.sku(), product, stamped.price(), stamped.stock(),
                stamped.moq(), true, Visibility.DRAFT, false, List.of(new PriceStep(BigDecimal.TEN, BigDecimal.ONE)),
                Optional.empty(), Optional.of(Instant.parse("2026-03-03T03:03:03.000000333Z"))));

        offers.insertAll(batch);

        assertThat(offers.list(vendor.id(), Optional.empty(), WHOLE)).containsExactlyInAnyOrderElementsOf(batch);
        assertThat(SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("BATCH-0", "BATCH-299"), false)).values())
                .allMatch(SkuResolution.Resolved.class::isInstance);
        assertThat(offers.byId(vendor.id(), stamped.id())).contains(batch.get(7));
    }

    @Test
    void positionPendingCatalogueLinkedLaterResolvesToItsOffer() {
        Vendor vendor = fixtures.vendor();
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);
        Position position = Fixtures.position(vendor.id(), Optional.of("G-1"), request);
        fixtures.stores.positions().insertAll(List.of(position));
        fixtures.stores.positions().updateAll(List.of(position.unrecognised()));
        Offer offer = fixtures.insertOffer(vendor.id(), "G-1");
        fixtures.stores.positions().updateAll(List.of(position.unrecognised().linkedTo(offer.catalogProductId(), offer.id())));

        assertThat(SkuResolution.ofAll(updates.skuFacts(vendor.id(), Set.of("G-1"), true)).get("G-1"))
                .isEqualTo(new SkuResolution.Resolved(offer.snapshot()));
        assertThat(fixtures.stores.positions().byId(vendor.id(), position.id()).orElseThrow().state())
                .isEqualTo(PositionState.LINKED);
    }
}
