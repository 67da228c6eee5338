package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.adapters.http.support.PrometheusText.value;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The backlogs on {@code /metrics} over the wired service (decision 0502, amended s30): read from the database, so a
 * job another node's worker holds counts as the service's own, and with the database away or silent the scrape still
 * answers, every other meter in it and the backlogs {@code NaN}.
 */
class BacklogMetricsE2eTest {

    private static final List<String> BACKLOGS = List.of("feeds_product_jobs{state=\"queued\"}",
            "feeds_product_jobs{state=\"running\"}", "feeds_product_jobs_oldest_queued_seconds",
            "feeds_positions_awaiting_review", "feeds_positions_pending_catalog");

    private static final FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
    @RegisterExtension
    static final OneService service = OneService.throughProxy(proxy);

    @Test
    void positionsUnderReviewAndAJobAnotherNodesWorkerHoldsAreOnMetrics() throws SQLException {
        Operator operator = service.operator();
        String slug = operator.vendor("backlog");
        // The matcher suggests the catalogue's products for B-0 and B-1; B-2 has none and waits for the catalogue.
        operator.catalogProduct("Hybrid seed B-0", "Agro", "seeds", "bag");
        operator.catalogProduct("Hybrid seed B-1", "Agro", "seeds", "bag");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        Reply posted = expect(vendor.products(Bodies.products("B-", 3)), 202);
        operator.awaitJob(posted.json().get("job_id").asText());
        jobHeldByAWorkerOfAnotherNode(slug);

        String text = scrape();

        assertThat(value(text, "feeds_positions_awaiting_review")).isEqualTo(2.0);
        assertThat(value(text, "feeds_positions_pending_catalog")).isEqualTo(1.0);
        assertThat(value(text, "feeds_product_jobs{state=\"running\"}")).isEqualTo(1.0);
        assertThat(value(text, "feeds_product_jobs{state=\"queued\"}")).isZero();
        assertThat(value(text, "feeds_product_jobs_oldest_queued_seconds")).isZero();
    }

    @Test
    void withTheDatabaseAwayTheScrapeAnswersWithEveryOtherMeterAndTheBacklogsNaN() {
        proxy.refuse();

        assertBacklogsUnknownBesideTheOtherMeters(scrape());
    }

    @Test
    void withTheDatabaseSilentTheScrapeAnswersWithEveryOtherMeterAndTheBacklogsNaN() {
        proxy.stall();

        assertBacklogsUnknownBesideTheOtherMeters(scrape());
    }

    private static void assertBacklogsUnknownBesideTheOtherMeters(String text) {
        assertThat(BACKLOGS).allSatisfy(name -> assertThat(value(text, name)).as(name).isNaN());
        assertThat(text).contains("feeds_build_info{")
                .containsPattern("\\nhikaricp_connections_max\\{pool=\"[^\"]+\"\\} \\d")
                .containsPattern("\\njvm_threads_live_threads \\d");
    }

    /** A running job whose lease runs for an hour yet: its worker, on a node of its own, is stuck. */
    private static void jobHeldByAWorkerOfAnotherNode(String slug) throws SQLException {
        try (Connection connection = service.schema().dataSource().getConnection();
             PreparedStatement insert = connection.prepareStatement("""
                     INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised,
                                               created_at, lease_owner, lease_until)
                     SELECT gen_random_uuid(), id, gen_random_uuid(), 'running', 1, 0, 0, now(), 'feeds-elsewhere',
                            now() + interval '1 hour'
                     FROM vendors WHERE slug = ?""")) {
            insert.setString(1, slug);
            assertThat(insert.executeUpdate()).isEqualTo(1);
        }
    }

    private static String scrape() {
        return expect(service.http().json("GET", "/metrics", E2eService.OPERATOR_TOKEN, null), 200).body();
    }
}
