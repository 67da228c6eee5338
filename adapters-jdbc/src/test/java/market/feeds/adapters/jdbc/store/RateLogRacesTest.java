package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.RateLogRead;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RateCounterStore.LogUpdate;
import market.feeds.domain.access.Scope;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A rate log written over the version it was read at (decision 0811): an update that another process's update
 * overtook between its read and its write stores nothing and judges the newer log again; one that keeps losing
 * waits for its turn under the row lock. So does a log read ahead with the caller's key (decision 0813) that another
 * update overtook before the admission. "Another process" is a second store, on connections of its own.
 */
@ExtendWith(FreshSchemaExtension.class)
class RateLogRacesTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private final Fixtures fixtures;
    private final RateCounterStore logs;
    private final RateCounterStore otherNode;
    private final ApiKeyStore keys;

    RateLogRacesTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        JdbcStores stores = JdbcStores.create(schema.dataSource());
        this.logs = stores.rateCounters();
        this.keys = stores.apiKeys();
        this.otherNode = JdbcStores.create(schema.dataSource()).rateCounters();
    }

    @Test
    void anUpdateOvertakenBetweenReadAndWriteJudgesTheNewerLogAgain() {
        Vendor vendor = fixtures.vendor();
        append(logs, vendor, T0);
        List<List<Instant>> judged = new ArrayList<>();

        List<Instant> stored = logs.update(vendor.id(), RateBucket.OFFERS, log -> {
            judged.add(log);
            if (judged.size() == 1) {
                append(otherNode, vendor, T0.plusSeconds(1)); // lands between our read and our write
            }
            return appended(log, T0.plusSeconds(2));
        });

        assertThat(judged).containsExactly(List.of(T0), List.of(T0, T0.plusSeconds(1)));
        assertThat(stored).containsExactly(T0, T0.plusSeconds(1), T0.plusSeconds(2));
        assertThat(read(vendor)).containsExactly(T0, T0.plusSeconds(1), T0.plusSeconds(2));
    }

    @Test
    void aFirstLogCreatedByAnotherNodeMeanwhileIsJudgedAgain() {
        Vendor vendor = fixtures.vendor();
        AtomicInteger calls = new AtomicInteger();

        logs.update(vendor.id(), RateBucket.OFFERS, log -> {
            if (calls.incrementAndGet() == 1) {
                append(otherNode, vendor, T0);
            }
            return appended(log, T0.plusSeconds(1));
        });

        assertThat(calls).hasValue(2);
        assertThat(read(vendor)).containsExactly(T0, T0.plusSeconds(1));
    }

    @Test
    void aLogReadAheadWithTheKeyAndOvertakenSinceIsJudgedAgainOnTheNewerLog() {
        Vendor vendor = fixtures.vendor();
        String hash = keyOf(vendor);
        append(logs, vendor, T0);
        Optional<RateLogRead> ahead = keys.callerWithRateLog(hash, RateBucket.OFFERS).orElseThrow().rateLog();
        append(otherNode, vendor, T0.plusSeconds(1)); // lands between the key's read and the admission
        List<List<Instant>> judged = new ArrayList<>();

        logs.update(vendor.id(), RateBucket.OFFERS, ahead, log -> {
            judged.add(log);
            return appended(log, T0.plusSeconds(2));
        });

        assertThat(judged).containsExactly(List.of(T0), List.of(T0, T0.plusSeconds(1)));
        assertThat(read(vendor)).containsExactly(T0, T0.plusSeconds(1), T0.plusSeconds(2));
    }

    @Test
    void aLogReadAheadBeforeTheBucketHadOneIsJudgedAgainWhenAnotherNodeCreatedIt() {
        Vendor vendor = fixtures.vendor();
        String hash = keyOf(vendor);
        Optional<RateLogRead> ahead = keys.callerWithRateLog(hash, RateBucket.OFFERS).orElseThrow().rateLog();
        append(otherNode, vendor, T0);
        List<List<Instant>> judged = new ArrayList<>();

        logs.update(vendor.id(), RateBucket.OFFERS, ahead, log -> {
            judged.add(log);
            return appended(log, T0.plusSeconds(1));
        });

        assertThat(judged).containsExactly(List.of(), List.of(T0));
        assertThat(read(vendor)).containsExactly(T0, T0.plusSeconds(1));
    }

    @Test
    void anUpdateThatKeepsLosingRacesIsDecidedUnderTheRowLock() {
        Vendor vendor = fixtures.vendor();
        append(logs, vendor, T0);
        AtomicInteger calls = new AtomicInteger();

        logs.update(vendor.id(), RateBucket.OFFERS, log -> {
            // Overtaken on every optimistic attempt; under the lock another node could not write (it would wait).
            if (calls.incrementAndGet() <= PgRateCounterStore.OPTIMISTIC_ATTEMPTS) {
                append(otherNode, vendor, T0.plusSeconds(calls.get()));
            }
            return appended(log, T0.plusSeconds(10));
        });

        assertThat(calls).hasValue(PgRateCounterStore.OPTIMISTIC_ATTEMPTS + 1);
        assertThat(read(vendor)).hasSize(PgRateCounterStore.OPTIMISTIC_ATTEMPTS + 2).endsWith(T0.plusSeconds(10));
    }

    @Test
    void logsKeepTheirMicroseconds() {
        Vendor vendor = fixtures.vendor();
        Instant precise = Instant.parse("2026-03-01T10:00:00.123456Z");

        append(logs, vendor, precise);

        assertThat(read(vendor)).containsExactly(precise);
    }

    private String keyOf(Vendor vendor) {
        String hash = "hash-" + Fixtures.newId();
        keys.insert(new ApiKey(Fixtures.newId(), vendor.id(), Optional.empty(), Set.of(Scope.OFFERS_WRITE), T0,
                Optional.empty()), hash);
        return hash;
    }

    private List<Instant> read(Vendor vendor) {
        return logs.update(vendor.id(), RateBucket.OFFERS, log -> new LogUpdate<>(log, log));
    }

    private static void append(RateCounterStore store, Vendor vendor, Instant at) {
        store.update(vendor.id(), RateBucket.OFFERS, log -> appended(log, at));
    }

    private static LogUpdate<List<Instant>> appended(List<Instant> log, Instant at) {
        List<Instant> longer = new ArrayList<>(log);
        longer.add(at);
        return new LogUpdate<>(longer, longer);
    }
}
