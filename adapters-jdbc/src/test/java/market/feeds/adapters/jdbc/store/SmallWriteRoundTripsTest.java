package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What a small write costs around its own work, in round trips to PostgreSQL (decisions 0804, 0809, 0811, 0813). */
@ExtendWith(FreshSchemaExtension.class)
class SmallWriteRoundTripsTest {

    private final Fixtures fixtures;
    private final RoundTripCounter trips;
    private final JdbcStores counted;

    SmallWriteRoundTripsTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.trips = new RoundTripCounter(schema.dataSource());
        this.counted = JdbcStores.create(trips);
    }

    @Test
    void authorisationOutsideAUnitIsOneRoundTrip() {
        String hash = key(fixtures.vendor());
        trips.take();

        Optional<Caller> caller = counted.apiKeys().callerBySecretHash(hash);

        assertThat(caller).isPresent();
        assertThat(trips.take()).isEqualTo(1);
    }

    @Test
    void authorisationInsideAUnitSeesTheUnitsOwnWrites() {
        Vendor vendor = fixtures.vendor();

        Optional<Caller> caller = counted.transactions().inTransaction(
                () -> counted.apiKeys().callerBySecretHash(insertKey(counted, vendor)));

        assertThat(caller).map(found -> found.vendor().id()).contains(vendor.id());
    }

    @Test
    void anAdmittedRequestIsMeteredInTwoRoundTrips() {
        Vendor vendor = fixtures.vendor();
        meter(vendor, Instant.parse("2026-03-01T10:00:00Z"));
        trips.take();

        meter(vendor, Instant.parse("2026-03-01T10:00:01Z"));

        assertThat(trips.take()).isEqualTo(2); // read; write over the version read, in autocommit
        List<Instant> committed = fixtures.stores.rateCounters().update(vendor.id(), RateBucket.OFFERS,
                log -> new LogUpdate<>(log, log));
        assertThat(committed).hasSize(2);
    }

    @Test
    void aRequestWhoseKeyIsReadWithItsRateLogIsAuthorisedAndAdmittedInTwoRoundTrips() {
        Vendor vendor = fixtures.vendor();
        String hash = key(vendor);
        meter(vendor, Instant.parse("2026-03-01T10:00:00Z"));
        trips.take();

        Optional<RateLogRead> ahead = counted.apiKeys().callerWithRateLog(hash, RateBucket.OFFERS).orElseThrow()
                .rateLog();
        counted.rateCounters().update(vendor.id(), RateBucket.OFFERS, ahead, log -> appended(log,
                Instant.parse("2026-03-01T10:00:01Z")));

        assertThat(trips.take()).isEqualTo(2); // key, vendor and log in one read; write over the version read
        List<Instant> committed = fixtures.stores.rateCounters().update(vendor.id(), RateBucket.OFFERS,
                log -> new LogUpdate<>(log, log));
        assertThat(committed).hasSize(2);
    }

    @Test
    void aBucketsFirstRequestIsMeteredInTwoRoundTrips() {
        Vendor vendor = fixtures.vendor();
        trips.take();

        meter(vendor, Instant.parse("2026-03-01T10:00:00Z"));

        assertThat(trips.take()).isEqualTo(2); // read (no row); create it with the entry, in autocommit
    }

    @Test
    void aRefusalThatChangesNothingIsMeteredInOneRoundTrip() {
        Vendor vendor = fixtures.vendor();
        meter(vendor, Instant.parse("2026-03-01T10:00:00Z"));
        trips.take();

        counted.rateCounters().update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(log, log));

        assertThat(trips.take()).isEqualTo(1); // read in autocommit: no lock, no commit
    }

    @Test
    void theJournalRowTravelsWithItsUnitsCommit() {
        Vendor vendor = fixtures.vendor();
        String request = Fixtures.newId();
        trips.take();

        counted.transactions().run(() -> counted.journal().record(Fixtures.journalEntry(vendor.id(), request,
                Fixtures.T0)));

        assertThat(trips.take()).isEqualTo(1); // BEGIN, INSERT and COMMIT in one execution
        assertThat(fixtures.stores.journal().find(vendor.id(), request)).isPresent();
    }

    @Test
    void aHeldWriteGoesBeforeTheUnitsNextStatement() {
        Vendor vendor = fixtures.vendor();
        String request = Fixtures.newId();

        Optional<JournalEntry> readBack = counted.transactions().inTransaction(() -> {
            counted.journal().record(Fixtures.journalEntry(vendor.id(), request, Fixtures.T0));
            return counted.journal().find(vendor.id(), request);
        });

        assertThat(readBack).isPresent();
    }

    @Test
    void aFailingHeldWriteRollsTheWholeUnitBack() {
        Vendor vendor = fixtures.vendor();
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);
        Vendor other = new Vendor(Fixtures.newId(), "held-" + request.substring(0, 8), "Held", true, true);

        Throwable failure = catchThrowable(() -> counted.transactions().run(() -> {
            counted.vendors().insert(other);
            counted.journal().record(Fixtures.journalEntry(vendor.id(), request, Fixtures.T0)); // duplicate id
        }));

        assertThat(failure).isInstanceOf(StorageFailure.class).hasMessageContaining("journaling a request");
        assertThat(fixtures.stores.vendors().byId(other.id())).isEmpty();
    }

    private void meter(Vendor vendor, Instant at) {
        counted.rateCounters().update(vendor.id(), RateBucket.OFFERS, log -> appended(log, at));
    }

    private static LogUpdate<List<Instant>> appended(List<Instant> log, Instant at) {
        List<Instant> longer = new ArrayList<>(log);
        longer.add(at);
        return new LogUpdate<>(longer, longer);
    }

    private String key(Vendor vendor) {
        return insertKey(fixtures.stores, vendor);
    }

    private static String insertKey(JdbcStores stores, Vendor vendor) {
        String hash = "hash-" + Fixtures.newId();
        stores.apiKeys().insert(new ApiKey(Fixtures.newId(), vendor.id(), Optional.empty(), Set.of(Scope.OFFERS_WRITE),
                Fixtures.T0, Optional.empty()), hash);
        return hash;
    }
}
