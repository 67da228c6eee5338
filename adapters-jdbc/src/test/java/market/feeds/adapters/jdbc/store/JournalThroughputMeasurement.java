package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.domain.Warning;
import market.feeds.domain.write.WriteKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Not a test: prints how long the journal takes to record 20,000 entries, list them, find 2,000 and read 2,000
 * pages, the phases decision 0211 compared before and after {@code bindMethods}. Nothing is timed in an
 * assertion; run it on purpose with {@code -Dtest=JournalThroughputMeasurement -Dmeasure.journal=true}.
 */
@EnabledIfSystemProperty(named = "measure.journal", matches = "true")
@ExtendWith(FreshSchemaExtension.class)
class JournalThroughputMeasurement {

    private static final int ENTRIES = 20_000;
    private static final int LOOKUPS = 2_000;

    private final Fixtures fixtures;
    private final RequestJournal journal;

    JournalThroughputMeasurement(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        this.journal = fixtures.stores.journal();
    }

    @Test
    void recordListAndFindTwentyThousandEntries() {
        round("warm-up", ENTRIES / 10);
        round("round 1", ENTRIES);
        round("round 2", ENTRIES);
    }

    private void round(String name, int count) {
        String vendor = fixtures.vendor().id();
        List<JournalEntry> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            entries.add(entry(vendor, i));
        }
        long start = System.nanoTime();
        entries.forEach(journal::record);
        long recorded = System.nanoTime();
        List<JournalEntry> all = journal.list(vendor, Optional.empty(), count);
        long listed = System.nanoTime();
        for (int i = 0; i < LOOKUPS; i++) {
            journal.find(vendor, entries.get(i * (count / LOOKUPS)).requestId());
        }
        long found = System.nanoTime();
        for (int i = 0; i < LOOKUPS; i++) {
            journal.list(vendor, Optional.of(Source.API), 50);
        }
        long paged = System.nanoTime();
        assertThat(all).hasSize(count);
        System.out.printf("journal %s: record %d: %d ms; list all: %d ms; find %d: %d ms; list 50 x %d: %d ms%n",
                name, count, millis(start, recorded), millis(recorded, listed), LOOKUPS, millis(listed, found),
                LOOKUPS, millis(found, paged));
    }

    private static long millis(long from, long to) {
        return (to - from) / 1_000_000;
    }

    /** Every column used: feed runs with a code and status, product feeds with warnings and a job, offer updates. */
    private static JournalEntry entry(String vendor, int i) {
        var created = Fixtures.T0.plusMillis(i).plusNanos(i % 1000);
        return switch (i % 3) {
            case 0 -> new JournalEntry(Fixtures.newId(), vendor, Source.FEED, JournalEntry.FEED_ENDPOINT, false,
                    created, created.plusMillis(5), RequestStatus.FAILED, Optional.of("feed_http_error"),
                    OptionalInt.of(503), OptionalInt.empty(), OptionalInt.of(0), OptionalInt.of(0), OptionalInt.of(0),
                    0, Optional.empty(), List.of());
            case 1 -> new JournalEntry(Fixtures.newId(), vendor, Source.API, WriteKind.PRODUCT_FEED.journalLabel(),
                    true, created, created.plusMillis(5), RequestStatus.SUCCEEDED, Optional.empty(),
                    OptionalInt.empty(), OptionalInt.of(4999), OptionalInt.empty(), OptionalInt.empty(),
                    OptionalInt.empty(), 1, Optional.of(Fixtures.newId()),
                    List.of(new Warning(3, Optional.of("S-" + i), Warning.WAREHOUSE_AMBIGUOUS, "two candidates")));
            default -> Fixtures.journalEntry(vendor, Fixtures.newId(), created);
        };
    }
}
