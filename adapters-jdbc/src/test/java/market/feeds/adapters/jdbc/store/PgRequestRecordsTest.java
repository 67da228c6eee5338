package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TimeZone;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.IdempotencyStore.Claim;
import market.feeds.domain.Rejection;
import market.feeds.domain.Warning;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.write.WriteKind;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The journal, its stored rejections and idempotency records, and their housekeeping. */
@ExtendWith(FreshSchemaExtension.class)
class PgRequestRecordsTest {

    private final Fixtures fixtures;
    private final Jdbi jdbi;

    PgRequestRecordsTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.jdbi = Jdbi.create(schema.dataSource());
    }

    @Test
    void journalEntryRoundTripsAndListsNewestFirstPerSource() {
        Vendor vendor = fixtures.vendor();
        JournalEntry feed = new JournalEntry(Fixtures.newId(), vendor.id(), Source.FEED, JournalEntry.FEED_ENDPOINT,
                false, Fixtures.T0.plusSeconds(10), Fixtures.T0.plusSeconds(12), RequestStatus.FAILED,
                Optional.of("feed_http_error"), OptionalInt.of(503), OptionalInt.empty(), OptionalInt.of(0),
                OptionalInt.of(0), OptionalInt.of(0), 0, Optional.empty(), List.of());
        JournalEntry products = new JournalEntry(Fixtures.newId(), vendor.id(), Source.API,
                WriteKind.PRODUCT_FEED.journalLabel(), true, Fixtures.T0.plusSeconds(20), Fixtures.T0.plusSeconds(21),
                RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.empty(), OptionalInt.of(4999),
                OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), 1, Optional.of(Fixtures.newId()),
                List.of(new Warning(3, Optional.empty(), Warning.WAREHOUSE_AMBIGUOUS, "two candidates")));
        JournalEntry offers = Fixtures.journalEntry(vendor.id(), Fixtures.newId(), Fixtures.T0);
        fixtures.stores.journal().record(feed);
        fixtures.stores.journal().record(products);
        fixtures.stores.journal().record(offers);

        assertThat(fixtures.stores.journal().find(vendor.id(), feed.requestId())).contains(feed);
        assertThat(fixtures.stores.journal().find(vendor.id(), products.requestId())).contains(products);
        assertThat(fixtures.stores.journal().find(fixtures.vendor().id(), feed.requestId())).isEmpty();
        assertThat(fixtures.stores.journal().list(vendor.id(), Optional.empty(), 10)).containsExactly(products, feed, offers);
        assertThat(fixtures.stores.journal().list(vendor.id(), Optional.of(Source.API), 1)).containsExactly(products);
    }

    @Test
    void instantsAreStoredCutToTheMicrosecondWhateverTheJvmTimeZone() {
        Vendor vendor = fixtures.vendor();
        String request = Fixtures.newId();
        TimeZone jvmZone = TimeZone.getDefault();
        Optional<JournalEntry> read;
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Kathmandu")); // +05:45: no whole-hour offset can hide
        try {
            fixtures.stores.journal().record(Fixtures.journalEntry(vendor.id(), request,
                    Instant.parse("2026-03-01T10:00:00.123456999Z")));
            read = fixtures.stores.journal().find(vendor.id(), request);
        } finally {
            TimeZone.setDefault(jvmZone);
        }

        boolean storedAsTheInstantCut = jdbi.withHandle(h -> h.createQuery("""
                        SELECT created_at = timestamptz '2026-03-01 10:00:00.123456+00' FROM requests
                        WHERE request_id = CAST(:id AS uuid)""").bind("id", request).mapTo(Boolean.class).one());
        assertThat(storedAsTheInstantCut).isTrue();
        assertThat(read.orElseThrow().createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00.123456Z"));
    }

    @Test
    void onlyTheFirstThousandRejectionsAreStoredAndPagedByIndex() {
        Vendor vendor = fixtures.vendor();
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);
        List<Rejection> rejections = new ArrayList<>();
        for (int i = 0; i < 1200; i++) {
            rejections.add(i % 2 == 0 ? Rejection.ofField(i * 2, null, RowCode.REQUIRED_FIELD_MISSING, "sku")
                    : Rejection.withDetail(i * 2, "S-" + i, RowCode.STALE_UPDATE, "2026-03-01T10:00:00Z"));
        }

        fixtures.stores.transactions().run(() -> fixtures.stores.rejections().store(request, rejections));

        assertThat(fixtures.stores.rejections().page(request, 0, 500)).containsExactlyElementsOf(rejections.subList(0, 500));
        assertThat(fixtures.stores.rejections().page(request, 990, 500)).containsExactlyElementsOf(rejections.subList(990, 1000));
        assertThat(fixtures.stores.rejections().page(request, 1000, 100)).isEmpty();
        assertThat(fixtures.stores.rejections().page("no-such-request", 0, 100)).isEmpty();
    }

    @Test
    void rejectionsOfRequestsCreatedBeforeTheCutoffArePurged() {
        Vendor vendor = fixtures.vendor();
        Instant cutoff = Fixtures.T0.minusSeconds(7 * 24 * 3600);
        String old = fixtures.journaledRequest(vendor.id(), cutoff.minusSeconds(1));
        String recent = fixtures.journaledRequest(vendor.id(), cutoff);
        fixtures.stores.rejections().store(old, List.of(Rejection.of(0, "A", RowCode.SKU_UNKNOWN), Rejection.of(1, "B", RowCode.OFFER_MISSING)));
        fixtures.stores.rejections().store(recent, List.of(Rejection.of(0, "A", RowCode.SKU_UNKNOWN)));

        assertThat(fixtures.stores.rejections().purgeStoredBefore(cutoff)).isEqualTo(2);
        assertThat(fixtures.stores.rejections().page(old, 0, 10)).isEmpty();
        assertThat(fixtures.stores.rejections().page(recent, 0, 10)).hasSize(1);
        assertThat(fixtures.stores.journal().find(vendor.id(), old)).isPresent();
    }

    @Test
    void keyIsFreshThenReplayedForTheSameBodyAndReusedForAnother() {
        Vendor vendor = fixtures.vendor();
        Vendor other = fixtures.vendor();
        String key = "0123456789abcdef";
        String request = Fixtures.newId();

        Claim first = fixtures.stores.transactions().inTransaction(() -> {
            Claim claim = fixtures.stores.idempotency().claim(vendor.id(), key, "fp-1", request, Fixtures.T0);
            fixtures.stores.journal().record(Fixtures.journalEntry(vendor.id(), request, Fixtures.T0));
            return claim;
        });
        Claim same = fixtures.stores.idempotency().claim(vendor.id(), key, "fp-1", Fixtures.newId(), Fixtures.T0);
        Claim different = fixtures.stores.idempotency().claim(vendor.id(), key, "fp-2", Fixtures.newId(), Fixtures.T0);

        assertThat(first).isInstanceOf(Claim.Fresh.class);
        assertThat(same).isEqualTo(new Claim.Replay(request));
        assertThat(different).isInstanceOf(Claim.Reused.class);
        String otherRequest = fixtures.journaledRequest(other.id(), Fixtures.T0);
        assertThat(fixtures.stores.idempotency().claim(other.id(), key, "fp-2", otherRequest, Fixtures.T0))
                .isInstanceOf(Claim.Fresh.class);
    }

    @Test
    void keyOfTheLongestLengthInNonLatinCharactersIsStoredAsSent() {
        Vendor vendor = fixtures.vendor();
        String key = "ключ".repeat(63) + "їж😀"; // 255 code points, 511 UTF-8 bytes
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);

        assertThat(fixtures.stores.idempotency().claim(vendor.id(), key, "fp", request, Fixtures.T0))
                .isInstanceOf(Claim.Fresh.class);
        assertThat(fixtures.stores.idempotency().claim(vendor.id(), key, "fp", Fixtures.newId(), Fixtures.T0))
                .isEqualTo(new Claim.Replay(request));
    }

    @Test
    void idempotencyRecordsCreatedBeforeTheCutoffArePurged() {
        Vendor vendor = fixtures.vendor();
        Instant old = Fixtures.T0.minusSeconds(10 * 24 * 3600);
        String request = fixtures.journaledRequest(vendor.id(), old);
        Instant cutoff = old.plusSeconds(24 * 3600);
        fixtures.stores.idempotency().claim(vendor.id(), "old-key-0123456789", "fp", request, old);
        fixtures.stores.idempotency().claim(vendor.id(), "new-key-0123456789", "fp", request, cutoff);

        assertThat(fixtures.stores.idempotency().purgeCreatedBefore(cutoff)).isEqualTo(1);
        assertThat(fixtures.stores.idempotency().claim(vendor.id(), "new-key-0123456789", "fp", Fixtures.newId(), cutoff))
                .isEqualTo(new Claim.Replay(request));
    }
}
