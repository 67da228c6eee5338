package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.HostResolver;
import market.feeds.bootstrap.e2e.E2eService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The console's "Fetch now" answers a refusal of the run as a page with its reason, never a fault, and reaches no
 * feed server: every connection to the feed port is counted (a listener that only accepts, so a run that did
 * connect would fail its TLS handshake and be journaled {@code fetch_failed}).
 */
@ExtendWith(FreshSchemaExtension.class)
class ConsoleFeedRunTest {

    private static final String HOST = "feeds.console-vendor.com";
    private static final AtomicInteger CONNECTIONS = new AtomicInteger();
    private static ServerSocket feedPort;
    private static E2eService service;

    @BeforeAll
    static void start(TestSchema schema) throws IOException {
        feedPort = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread counter = new Thread(ConsoleFeedRunTest::countConnections, "feed-port-counter");
        counter.setDaemon(true);
        counter.start();
        HostResolver loopback = (host, budget) -> new HostResolver.Resolution.Addresses(
                List.of(InetAddress.getLoopbackAddress()));
        service = E2eService.start(schema, Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8",
                "FEEDS_PULL_PORT", String.valueOf(feedPort.getLocalPort())), loopback);
    }

    @AfterAll
    static void stop() throws IOException {
        try {
            service.close();
        } finally {
            feedPort.close();
        }
    }

    private static void countConnections() {
        while (!feedPort.isClosed()) {
            try (Socket ignored = feedPort.accept()) {
                CONNECTIONS.incrementAndGet();
            } catch (IOException closed) {
                return;
            }
        }
    }

    /** Decision 0604. */
    @Test
    void fetchNowForAnInactiveVendorIsARefusalPageSayingSoAndFetchesNothing() {
        service.operator.vendor("console-inactive");
        expect(service.operator.call("PUT", "/vendors/console-inactive/feed",
                "{\"url\":\"https://" + HOST + "/offers.json\",\"hour\":6,\"time_zone\":\"Europe/Kyiv\"}"), 200);
        expect(service.operator.call("PATCH", "/vendors/console-inactive", "{\"active\":false}"), 200);
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String csrf = console.csrf("/console/vendors/console-inactive/feed");
        int connectionsBefore = CONNECTIONS.get();

        HttpResponse<String> refused = console.post("/console/vendors/console-inactive/feed/run", console.form(csrf));

        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
        assertThat(refused.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(refused.body()).contains("Not done", "Vendor console-inactive is inactive");
        assertThat(CONNECTIONS).hasValue(connectionsBefore);
        assertThat(expect(service.operator.call("GET", "/vendors/console-inactive/journal", null), 200).json())
                .isEmpty();
    }

    /** A failed run's bar has a visible heading, and its code is explained as the run's journal page explains it. */
    @Test
    void theFailedRunsChartHasAVisibleHeadingAndExplainsEachCodeInTheJournalsWords() {
        service.operator.vendor("console-failing");
        expect(service.operator.call("PUT", "/vendors/console-failing/feed",
                "{\"url\":\"https://" + HOST + "/offers.json\",\"hour\":6,\"time_zone\":\"Europe/Kyiv\"}"), 200);
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        String csrf = console.csrf("/console/vendors/console-failing/feed");

        HttpResponse<String> run = console.post("/console/vendors/console-failing/feed/run", console.form(csrf));
        String journal = console.get(run.headers().firstValue("Location").orElseThrow()).body();
        java.util.regex.Matcher code = java.util.regex.Pattern.compile("<dt>Code</dt><dd>([a-z_]+) — (.+?)</dd>")
                .matcher(journal);
        assertThat(code.find()).as("the run failed with a code: %s", journal).isTrue();
        String feed = console.get("/console/vendors/console-failing/feed").body();

        assertThat(feed).contains("<h3 id=\"failed-runs\">Failed runs by code, last 90 days</h3>",
                "<dt><code>" + code.group(1) + "</code></dt><dd>" + code.group(2) + "</dd>");
    }

    /** The hour the operator chose is recognisable only in the schedule's own zone; UTC stays beside it. */
    @Test
    void theFeedPageShowsTheNextRunInTheSchedulesTimeZoneBesideUtc() {
        service.operator.vendor("console-zone");
        expect(service.operator.call("PUT", "/vendors/console-zone/feed",
                "{\"url\":\"https://" + HOST + "/offers.json\",\"hour\":3,\"time_zone\":\"Pacific/Chatham\"}"), 200);
        java.time.Instant next = java.time.Instant.parse(expect(service.operator.call("GET",
                "/vendors/console-zone/feed", null), 200).json().get("next_run_at").asText());
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());

        String page = console.get("/console/vendors/console-zone/feed").body();

        String local = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                .format(next.atZone(java.time.ZoneId.of("Pacific/Chatham")));
        assertThat(local).endsWith(" 03:00");
        assertThat(page).contains(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
                .format(next.atZone(java.time.ZoneOffset.UTC)) + "</time> <span id=\"next-run-local\">(" + local
                + " Pacific/Chatham)</span>");
    }
}
