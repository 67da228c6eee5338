package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12 case 3, second half: {@code kill -9} of the service while a feed pull is fetching or applying → nothing
 * applied in part, the killed run's lease expires by itself within the run lease (2 min, decision 0651), and the
 * first run after the restart is recorded in the journal: applied, or {@code lease_lost} (the service's own fault,
 * no notification) while the dead run's lease still holds. Never an {@code internal_error}.
 */
class KillMidPullTest {

    private static final long SEED = 12_031L;
    private static final int ROUNDS = 2;
    private static final int ROWS = 2000;
    /** The feed body trickles in over this: the kill lands while it is read, or just after, while it is applied. */
    private static final Duration TRANSFER = Duration.ofSeconds(6);
    /** RunFeedPullService.LEASE: how long a run's lease holds if its process dies. */
    private static final Duration RUN_LEASE = Duration.ofMinutes(2);

    @TempDir
    static Path work;
    static ControlledPostgres postgres;
    static FeedServer feed;
    static ServiceNode node;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
        feed = new FeedServer(work);
        node = startNode();
    }

    @AfterAll
    static void stop() {
        if (node != null) {
            node.close();
        }
        if (feed != null) {
            feed.close();
        }
    }

    @Test
    void aKill9MidPullAppliesNothingInPartLeavesNoLeaseBeyondItsTermAndTheNextRunIsRecorded() throws Exception {
        Random random = new Random(SEED);
        int lostLease = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            SeededVendor vendor = SeededVendor.create(node.api(), postgres, "killed-mid-pull-" + round, ROWS);
            node.api().adminExpect("PUT", "/vendors/" + vendor.slug() + "/feed",
                    "{\"url\":\"" + FeedServer.URL + "\",\"hour\":3,\"time_zone\":\"UTC\"}", 200);
            BigDecimal price = BigDecimal.valueOf(700 + round);
            feed.serve(vendor.everyPriceTo(price), TRANSFER);
            Map<BigDecimal, Integer> before = vendor.pricesIn(postgres);

            int requestsBefore = feed.requests();
            Instant started = Instant.now();
            ServiceNode running = node;
            CompletableFuture<Api.Reply> run = CompletableFuture.supplyAsync(
                    () -> running.api().admin("POST", "/vendors/" + vendor.slug() + "/feed/runs", null));
            awaitPullRequest(requestsBefore, run);
            Api.pause(Duration.ofMillis(random.nextInt((int) TRANSFER.toMillis() * 12 / 10)));
            node.kill();
            Instant killed = Instant.now();
            Api.Reply answer = run.join();

            Map<BigDecimal, Integer> after = vendor.pricesIn(postgres);
            assertThat(after).as("round %d, answer %s", round, answer).hasSize(1)
                    .satisfiesAnyOf(p -> assertThat(p).isEqualTo(before), p -> assertThat(p).containsOnlyKeys(price));
            Optional<Instant> lease = leaseExpiry(vendor);
            assertThat(lease).as("the lease of the killed run ends by itself")
                    .hasValueSatisfying(expiry -> assertThat(expiry).isBefore(killed.plus(RUN_LEASE)
                            .plus(Bounds.LOAD_MARGIN)).isAfter(started.minusSeconds(1)));

            node = startNode();
            feed.serve(vendor.everyPriceTo(price), Duration.ZERO);
            JsonNode next = node.api().adminExpect("POST", "/vendors/" + vendor.slug() + "/feed/runs", null, 200);
            if ("succeeded".equals(next.path("status").asText())) {
                assertThat(vendor.pricesIn(postgres)).containsOnlyKeys(price);
            } else {
                assertThat(next.path("code").asText()).as("%s", next).isEqualTo("lease_lost");
                assertThat(lease).as("lease_lost only while the dead run's lease still held")
                        .hasValueSatisfying(expiry -> assertThat(expiry)
                                .isAfter(Instant.parse(next.path("started_at").asText()).minusSeconds(1)));
                lostLease++;
            }
            JsonNode journal = node.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/journal?source=feed", null,
                    200);
            assertThat(journal.findValuesAsText("request_id")).as("the run after the restart is recorded")
                    .contains(next.path("request_id").asText());
            assertThat(journal.findValuesAsText("code")).doesNotContain("internal_error");
            assertThat(node.api().adminExpect("GET", "/vendors/" + vendor.slug() + "/notifications", null, 200)
                    .findValuesAsText("code")).as("the service's own faults notify no vendor")
                    .doesNotContain("lease_lost", "lease_expired", "internal_error");
            Bounds.figure("case 3 pull round %d: killed %d ms after the pull began (answer %s); after the restart %s"
                            + " (%s), lease ends %s after the kill", round, Duration.between(started, killed).toMillis(),
                    answer.status(), next.path("status").asText(), next.path("code").asText("-"),
                    lease.map(expiry -> Duration.between(killed, expiry).toSeconds() + " s").orElse("-"));
        }
        assertThat(node.log()).doesNotContain("internal_error");
        Bounds.figure("case 3 pull: %d rounds (seed %d), %d runs after a restart met the dead run's lease", ROUNDS, SEED,
                lostLease);
    }

    private static ServiceNode startNode() {
        return ServiceNode.start(work, postgres, "512m", feed.environment(), feed.jvmOptions());
    }

    private static void awaitPullRequest(int requestsBefore, CompletableFuture<Api.Reply> run) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (feed.requests() == requestsBefore && !run.isDone() && Instant.now().isBefore(deadline)) {
            Api.pause(Duration.ofMillis(5));
        }
        assertThat(feed.requests()).as("the pull reached the feed server: %s", run.getNow(null))
                .isGreaterThan(requestsBefore);
    }

    private static Optional<Instant> leaseExpiry(SeededVendor vendor) throws SQLException {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT l.expires_at FROM feed_leases l JOIN vendors v ON v.id = l.vendor_id WHERE v.slug = ?""")) {
            select.setString(1, vendor.slug());
            try (ResultSet rows = select.executeQuery()) {
                return rows.next() ? Optional.of(rows.getObject(1, Timestamp.class).toInstant()) : Optional.empty();
            }
        }
    }
}
