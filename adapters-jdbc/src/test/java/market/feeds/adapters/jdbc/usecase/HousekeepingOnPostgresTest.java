package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.adapters.jdbc.usecase.PgWorld.replayed;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import market.feeds.adapters.jdbc.store.JdbiTransactions;
import market.feeds.adapters.jdbc.store.PgOperatorSessionStore;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.PageRejectionsUseCase.Outcome;
import market.feeds.application.port.out.OperatorSessionStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The periodic housekeeping (decision 0405) on PostgreSQL: what the service keeps only for a while is purged by the
 * one use case the background loop runs, each kind after its own time and not before.
 */
@ExtendWith(FreshSchemaExtension.class)
class HousekeepingOnPostgresTest {

    private static final String ADDRESS = "203.0.113.9";

    private final PgWorld world;
    private final OperatorSessionStore sessions;

    HousekeepingOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource());
        this.sessions = new PgOperatorSessionStore(new JdbiTransactions(schema.dataSource()));
    }

    @Test
    void housekeepingPurgesExpiredConsoleSessionsAndOldSignInFailuresThoughNobodySignsIn() {
        Instant first = world.clock.instant();
        sessions.insert("expired-session", "csrf-1", first, first.plus(Duration.ofHours(8)));
        sessions.recordFailure(ADDRESS, first);
        world.clock.advance(Duration.ofHours(9));
        Instant later = world.clock.instant();
        sessions.insert("live-session", "csrf-2", later, later.plus(Duration.ofHours(8)));
        sessions.recordFailure(ADDRESS, later);

        HousekeepingUseCase.Purged purged = world.useCases.housekeeping().purgeExpired();

        assertThat(purged.consoleRows()).as("the expired session and the old failure, counted for the log")
                .isEqualTo(2);
        // Looked up at an instant when it was still live: only a deleted row is missing then.
        assertThat(sessions.find("expired-session", first)).as("a session that expired an hour ago").isEmpty();
        assertThat(sessions.find("live-session", later)).isPresent();
        assertThat(sessions.failuresSince(ADDRESS, Instant.EPOCH)).as("only the failure inside the window is left")
                .isEqualTo(1);
    }

    @Test
    void housekeepingKeepsIdempotencyRecordsADayAndRejectionPagesThirtyDaysThenPurgesThem() {
        Instant start = world.clock.instant();
        Caller caller = world.newCaller();
        String key = "housekeeping-key-0001";
        String body = items(obj("sku", "NOT-LINKED", "price", 10));
        OfferUpdateResult first = completed(world.useCases.updateOffers().update(real(caller, key, body)));
        assertThat(first.rejectedTotal()).isEqualTo(1);

        world.clock.advance(Duration.ofHours(23));
        world.useCases.housekeeping().purgeExpired();
        assertThat(replayed(world.useCases.updateOffers().update(real(caller, key, body))))
                .as("within 24 hours the key still answers with the stored result").isTrue();

        world.clock.advance(Duration.ofHours(2));
        assertThat(world.useCases.housekeeping().purgeExpired().idempotencyRecords()).isEqualTo(1);
        assertThat(replayed(world.useCases.updateOffers().update(real(caller, key, body))))
                .as("after 24 hours the record is gone and the key executes again").isFalse();

        world.clock.set(start.plus(Duration.ofDays(29)));
        world.useCases.housekeeping().purgeExpired();
        assertThat(rejectionsOf(caller, first.requestId())).isEqualTo(1);

        world.clock.set(start.plus(Duration.ofDays(31)));
        assertThat(world.useCases.housekeeping().purgeExpired().rejections()).isEqualTo(1);
        Outcome.Page page = (Outcome.Page) world.useCases.pageRejections().page(caller, first.requestId(),
                Optional.empty(), Optional.empty());
        assertThat(page.rejected()).as("the page of a request older than 30 days is empty").isEmpty();
        assertThat(page.rejectedTotal()).as("while its journal row keeps the total").isEqualTo(1);
    }

    private int rejectionsOf(Caller caller, String requestId) {
        Outcome.Page page = (Outcome.Page) world.useCases.pageRejections().page(caller, requestId, Optional.empty(),
                Optional.empty());
        return page.rejected().size();
    }
}
