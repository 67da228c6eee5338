package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import market.feeds.bootstrap.browser.HeadlessChromium;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.LoopbackFeed;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.bootstrap.e2e.VendorClient;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * What the browser does with console pages the plain HTTP tests cannot see: layout with long vendor values, the
 * Referer a form sends, a second click on a slow form. Screenshots land in target/browser/console-pages-*.png.
 */
class ConsolePagesInTheBrowserTest {

    /** As long as the vendor contract lets a sku be (max 100), and without a space to wrap at. */
    private static final String LONG_SKU = "Z".repeat(100);

    private static final LoopbackFeed feed = new LoopbackFeed();
    @RegisterExtension
    static final OneService service = OneService.perClass(feed.environment(), feed.resolver()).closing(feed);
    private static HeadlessChromium chromium;

    @BeforeAll
    static void start() {
        chromium = HeadlessChromium.start();
    }

    @AfterAll
    static void stop() {
        chromium.close();
    }

    @Test
    void aHundredCharacterSkuOrLabelKeepsEveryRowsActionsOnScreenAndTheDocumentFromScrollingSideways() {
        service.operator().vendor("long-values");
        VendorClient vendor = new VendorClient(service.http(), service.operator().writerKey("long-values"));
        service.operator().catalogProduct("Hybrid seed " + LONG_SKU, "Agro", "seeds", "bag");
        service.operator().catalogProduct("Hybrid seed Z2", "Agro", "seeds", "bag");
        JsonNode posted = expect(vendor.products(Bodies.items(Bodies.product(LONG_SKU), Bodies.product("Z2"),
                Bodies.product("Y".repeat(100)).replace("\"price\":100.5", "\"price\":-1"))), 202).json();
        service.operator().awaitJob(posted.get("job_id").asText());
        expect(service.operator().call("POST", "/vendors/long-values/keys", "{\"scopes\":[\"products:write\"],"
                + "\"label\":\"" + "K".repeat(170) + "\"}"), 201);
        signedIn();
        chromium.resize(1366, 900);
        try {
            open("/console/vendors/long-values/review");
            assertThat(text("main table")).contains(LONG_SKU, "Z2");
            chromium.screenshot("console-pages-01-review-long-sku-1366");
            assertOnScreen("main td.actions button, main td.actions a", 6);

            click(By.cssSelector("a[aria-label='Pick product for " + LONG_SKU + "']"));
            assertThat(text("h1")).contains(LONG_SKU);
            chromium.screenshot("console-pages-02-pick-long-sku-1366");
            assertOnScreen("main h1, main section, main button", 3);

            open("/console/vendors/long-values");
            chromium.screenshot("console-pages-03-keys-long-label-1366");
            assertOnScreen("main a[aria-label^='Revoke key']", 2);

            open("/console/vendors/long-values/journal/" + posted.get("request_id").asText());
            chromium.screenshot("console-pages-04-request-long-sku-1366");
            assertOnScreen("main td:last-child", 1);

            chromium.resize(390, 844);
            open("/console/vendors/long-values/review");
            chromium.screenshot("console-pages-05-review-long-sku-phone-width");
        } finally {
            chromium.resize(1280, 900);
        }
    }

    @Test
    void aFormSentAfterTheSessionEndedSignsInBackToThePageItWasSentFrom() throws Exception {
        service.operator().vendor("came-back");
        signedIn();
        open("/console/vendors/came-back");
        try (Connection c = service.database().getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE console_sessions SET expires_at = now() - interval '1 second'");
        }

        click(By.xpath("//button[text()='Save']"));
        assertThat(text(".notice")).contains("Your session ended");
        chromium.driver().findElement(By.id("token")).sendKeys(E2eService.OPERATOR_TOKEN);
        click(By.cssSelector("main button[type=submit]"));

        assertThat(chromium.driver().getCurrentUrl()).endsWith("/console/vendors/came-back");
        assertThat(text("h1")).contains("came-back");
    }

    @Test
    void fetchNowClickedAgainWhileItsRunIsUnderWayRunsTheFeedOnce() {
        service.operator().vendor("twice");
        expect(service.operator().call("PUT", "/vendors/twice/feed", "{\"url\":\"" + LoopbackFeed.URL
                + "\",\"hour\":4,\"time_zone\":\"Europe/Kyiv\"}"), 200);
        for (int i = 0; i < 2; i++) {
            feed.server.enqueue(new MockResponse.Builder().code(200).headersDelay(2, TimeUnit.SECONDS)
                    .body(Bodies.items(Bodies.offer("NONE", "\"stock\":1"))).build());
        }
        signedIn();
        open("/console/vendors/twice/feed");
        WebElement page = chromium.driver().findElement(By.tagName("html"));

        // The second click half a second later, from the page itself: the first post is on its way and the page still
        // shows while the run (slowed by the feed server) goes on, as when an impatient operator clicks again. Both
        // from one script, since the driver would wait for the first click's page before sending another.
        ((JavascriptExecutor) chromium.driver()).executeScript("var button = arguments[0]; button.click();"
                + " setTimeout(function () { button.click(); }, 500);",
                chromium.driver().findElement(By.xpath("//button[text()='Fetch now']")));
        PageLoads.awaitGone(chromium.driver(), page);

        assertThat(text("#outcome")).isEqualTo("succeeded");
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(10)).until(() ->
                expect(service.operator().call("GET", "/vendors/twice/journal?source=feed", null), 200).json().size(),
                runs -> runs == 1);
    }

    /** Session 30: the journal's older page keeps its filter, the review screen finds a sku, both fit at 1366 px. */
    @Test
    void theJournalLeafsOlderKeepingItsFilterAndTheReviewScreenFindsASkuBothFittingTheScreen() throws Exception {
        service.operator().vendor("leaf-find");
        try (Connection c = service.database().getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("""
                    INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at,
                                          status, code, rejected_total)
                    SELECT gen_random_uuid(), v.id, 'feed', 'feed', false, now() - g * interval '1 minute',
                           now() - g * interval '1 minute', CASE WHEN g % 3 = 0 THEN 'failed' ELSE 'succeeded' END,
                           CASE WHEN g % 3 = 0 THEN 'feed_http_error' END, 0
                    FROM vendors v, generate_series(1, 400) g WHERE v.slug = 'leaf-find'""");
        }
        VendorClient vendor = new VendorClient(service.http(), service.operator().writerKey("leaf-find"));
        service.operator().awaitJob(expect(vendor.products(Bodies.products("LF-", 60)), 202).json().get("job_id")
                .asText());
        signedIn();
        chromium.resize(1366, 900);
        try {
            open("/console/vendors/leaf-find/journal");
            new org.openqa.selenium.support.ui.Select(chromium.driver().findElement(By.id("f-outcome")))
                    .selectByVisibleText("failed");
            click(By.xpath("//button[text()='Filter']"));
            click(By.linkText("Older →"));
            assertThat(chromium.driver().getCurrentUrl()).contains("outcome=failed", "older=");
            assertThat(new org.openqa.selenium.support.ui.Select(chromium.driver().findElement(By.id("f-outcome")))
                    .getFirstSelectedOption().getText()).isEqualTo("failed");
            assertThat(chromium.driver().findElements(By.cssSelector("main tbody tr"))).hasSize(33);
            chromium.screenshot("console-pages-06-journal-older-failed-1366");
            assertOnScreen("main nav.pager a, main form button", 2);
            ((JavascriptExecutor) chromium.driver()).executeScript("document.querySelector('nav.pager')"
                    + ".scrollIntoView(false)");
            chromium.screenshot("console-pages-06b-journal-older-pager-1366");

            open("/console/vendors/leaf-find/review?state=pending_catalog");
            chromium.driver().findElement(By.id("sku")).sendKeys("LF-42");
            click(By.xpath("//button[text()='Find']"));
            assertThat(text("#sku-found")).contains("1 position pending catalogue with the sku “LF-42”.");
            assertThat(chromium.driver().findElements(By.cssSelector("main tbody tr"))).hasSize(1);
            chromium.screenshot("console-pages-07-review-sku-found-1366");
            assertOnScreen("main td.actions a, main form button", 2);

            click(By.linkText("Pick product…"));
            chromium.driver().findElement(By.id("typed-id")).sendKeys("no-such-id");
            click(By.xpath("//button[text()='Link to this id']"));
            assertThat(text("#typed-id-error")).contains("No catalogue product has the id “no-such-id”");
            chromium.screenshot("console-pages-08-pick-unknown-id-1366");
            assertOnScreen("main button", 2);
        } finally {
            chromium.resize(1280, 900);
        }
    }

    /** Every element {@code css} finds (at least {@code atLeast}) ends inside the window; nothing scrolls sideways. */
    private static void assertOnScreen(String css, int atLeast) {
        JavascriptExecutor js = (JavascriptExecutor) chromium.driver();
        long width = (Long) js.executeScript("return document.documentElement.clientWidth");
        List<WebElement> found = chromium.driver().findElements(By.cssSelector(css));
        assertThat(found).as(css).hasSizeGreaterThanOrEqualTo(atLeast);
        for (WebElement element : found) {
            Number right = (Number) js.executeScript("return arguments[0].getBoundingClientRect().right", element);
            assertThat(right.doubleValue()).as("right edge of %s (%s) in a window %d px wide", css,
                    element.getText(), width).isLessThanOrEqualTo(width);
        }
        assertThat((Long) js.executeScript("return document.documentElement.scrollWidth")).as("document width")
                .isLessThanOrEqualTo(width);
        assertThat((Boolean) js.executeScript("return Array.from(document.querySelectorAll('.scroll'))"
                + ".every(box => box.scrollWidth <= box.clientWidth)")).as("a table wider than its box").isTrue();
    }

    private static void signedIn() {
        open("/console/vendors");
        if (chromium.driver().getCurrentUrl().contains("/console/sign-in")) {
            chromium.driver().findElement(By.id("token")).sendKeys(E2eService.OPERATOR_TOKEN);
            click(By.cssSelector("main button[type=submit]"));
        }
        assertThat(text("h1")).isEqualTo("Vendors");
    }

    private static void open(String path) {
        chromium.driver().get("http://127.0.0.1:" + service.port() + path);
    }

    private static void click(By target) {
        PageLoads.click(chromium.driver(), target);
    }

    private static String text(String css) {
        return PageLoads.text(chromium.driver(), css);
    }
}
