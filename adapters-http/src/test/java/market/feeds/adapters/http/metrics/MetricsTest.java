package market.feeds.adapters.http.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.PrometheusText;
import market.feeds.adapters.http.support.TestServer;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code GET /metrics}: Prometheus text behind the operator token; requests by route template, status and code. */
class MetricsTest {

    private final TestServer server = new TestServer();
    private final String key = server.vendor.key("vfk_metrics", "acme", true, Scope.OFFERS_WRITE);

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void metricsNeedTheOperatorToken() {
        assertThat(server.http.json("GET", "/metrics", null, null).status()).isEqualTo(401);
        assertThat(server.http.json("GET", "/metrics", key, null).status()).isEqualTo(401);
    }

    @Test
    void requestsAreCountedByRouteTemplateStatusAndCode() {
        server.http.json("GET", "/v1/requests/11111111-2222-3333-4444-555555555555/rejections", key, null);
        server.http.json("GET", "/v1/whoami", null, null);

        String text = scrape();

        assertThat(text).contains("feeds_http_requests_seconds_count{code=\"not_found\",endpoint=\"/v1/requests/{request_id}/rejections\",method=\"GET\",status=\"404\"} 1");
        assertThat(text).contains("code=\"unauthorized\",endpoint=\"/v1/whoami\"");
        assertThat(text).contains("feeds_http_requests_seconds_bucket{");
        assertThat(text).doesNotContain("11111111-2222");
    }

    @Test
    void aMethodNameMadeUpByAClientAddsNoSeriesOfItsOwn() {
        for (int i = 0; i < 20; i++) {
            server.http.send(server.http.request("X" + i, "/v1/offers", HttpRequest.BodyPublishers.noBody()));
        }
        server.http.send(server.http.request("PATCH", "/v1/whoami", HttpRequest.BodyPublishers.noBody()));

        String text = scrape();

        assertThat(text).doesNotContain("method=\"X0\"", "method=\"X19\"");
        assertThat(text).contains("method=\"other\"").contains("method=\"PATCH\"");
    }

    @Test
    void rowsAreCountedByOutcome() {
        server.vendor.offers = command -> new WriteOutcome.Completed<>(
                new OfferUpdateResult(command.requestId(), 4, 2, 0, List.of(), 3), false);
        server.http.send(server.http.request("PATCH", "/v1/offers",
                java.net.http.HttpRequest.BodyPublishers.ofString("{}")).header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json").header("Idempotency-Key", "0123456789abcdef0"));

        String text = scrape();

        assertThat(text).contains("feeds_rows_total{endpoint=\"PATCH /v1/offers\",outcome=\"applied\"} 4.0");
        assertThat(text).contains("feeds_rows_total{endpoint=\"PATCH /v1/offers\",outcome=\"rejected\"} 3.0");
    }

    @Test
    void bodiesAreCountedByHowTheyArrivedAndTheBudgetsRoomIsShownGivenBackAfterTheRequest() {
        server.vendor.offers = command -> new WriteOutcome.Completed<>(
                new OfferUpdateResult(command.requestId(), 1, 0, 0, List.of(), 0), false);
        server.http.send(server.http.request("PATCH", "/v1/offers",
                java.net.http.HttpRequest.BodyPublishers.ofString("{\"items\":[]}"))
                .header("Authorization", "Bearer " + key)
                .header("Content-Type", "application/json").header("Idempotency-Key", "0123456789abcdef0"));

        String text = scrape();

        // Whether the client's body came with its headers is the network's to say (BodyArrivalTest pins each way); the
        // body is counted once, under one of the two.
        assertThat(gauge(text, "feeds_http_bodies_total{read=\"whole\"}")
                + gauge(text, "feeds_http_bodies_total{read=\"in_parts\"}")).isEqualTo(1.0);
        assertThat(gauge(text, "feeds_http_body_budget_free_bytes"))
                .isEqualTo(gauge(text, "feeds_http_body_budget_total_bytes")).isPositive();
    }

    private static double gauge(String text, String name) {
        return PrometheusText.value(text, name);
    }

    @Test
    void pullRunsAreCountedByOutcomeThroughTheDecorator() {
        RunFeedPullUseCase failing = new RunFeedPullUseCase() {
            @Override
            public AdminResult<FeedRun> runNow(String vendorSlug) {
                return AdminResult.ok(run());
            }

            @Override
            public ScheduledRun runScheduled(String vendorId, java.time.Instant plannedAt) {
                return new ScheduledRun.Ran(run(), "agro-west");
            }

            private FeedRun run() {
                return new FeedRun("r", RequestStatus.FAILED, Optional.of("timeout"), OptionalInt.empty(), 0, 0, 0,
                        List.of(), 0, java.time.Instant.EPOCH, java.time.Instant.EPOCH);
            }
        };
        MeteredFeedPull metered = new MeteredFeedPull(failing, server.metrics);

        metered.runScheduled("v-1", java.time.Instant.EPOCH);
        metered.runNow("acme");

        assertThat(scrape()).contains("feeds_pull_runs_total{code=\"timeout\",status=\"failed\"} 2.0");
    }

    @Test
    void theReleaseAndTheClocksOffsetFromTheDatabaseAreGauges() {
        server.metrics.release("1.4.0", "16");
        double[] lastRead = {-0.25};
        // A gauge whose object only it refers to must survive a collection (Micrometer holds its object weakly): the
        // lambda captures, so it is an object of its own, as the service's method reference is.
        server.metrics.clockOffset(() -> lastRead[0]);
        System.gc();

        String text = scrape();

        assertThat(gauge(text, "feeds_build_info{newest_migration=\"16\",release=\"1.4.0\"}")).isEqualTo(1.0);
        assertThat(gauge(text, "feeds_clock_offset_seconds")).isEqualTo(-0.25);
    }

    private String scrape() {
        Reply reply = server.http.json("GET", "/metrics", TestServer.OPERATOR_TOKEN, null);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Content-Type")).startsWith("text/plain");
        return reply.body();
    }
}
