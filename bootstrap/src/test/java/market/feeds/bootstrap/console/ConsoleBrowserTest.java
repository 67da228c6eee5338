package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import market.feeds.bootstrap.browser.HeadlessChromium;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.LoopbackFeed;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.bootstrap.e2e.VendorClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The operator's day in a real browser: sign in, vendor and key, a posted position linked on the review screen,
 * a feed fetched now with its rejections, the key revoked. Screenshots land in target/browser/console-*.png.
 */
class ConsoleBrowserTest {

    private static final String SLUG = "browser-farm";
    private static final String FEED_TOKEN = "feed-token-browser-5c2e";

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
    void anOperatorLinksAPostedPositionFetchesAFeedAndRevokesTheKeyInTheBrowser() {
        signIn();
        String secret = createVendorAndKey();
        VendorClient vendor = new VendorClient(service.http(), secret);

        service.operator().catalogProduct("Hybrid seed BR-1", "Agro", "seeds", "bag");
        JsonNode posted = expect(vendor.products(Bodies.items(Bodies.product("BR-1"))), 202).json();
        service.operator().awaitJob(posted.get("job_id").asText());
        open("/console/vendors/" + SLUG + "/review");
        assertThat(text("main")).contains("BR-1", "Hybrid seed BR-1");
        chromium.screenshot("console-03-review-screen");
        click(By.cssSelector("button[aria-label^='Link BR-1']"));
        assertThat(text(".notice")).contains("Position linked");
        JsonNode patched = expect(vendor.offers(Bodies.items(Bodies.offer("BR-1", "\"price\":99.90"))), 202).json();
        assertThat(patched.get("applied").asInt()).as("%s", patched).isEqualTo(1);

        configureFeedAndFetchNow();

        open("/console/vendors/" + SLUG);
        click(By.linkText("Revoke…"));
        assertThat(text("h1")).startsWith("Revoke key");
        click(By.cssSelector("button.danger"));
        assertThat(text(".notice")).contains("Key revoked");
        assertThat(chromium.driver().getPageSource()).doesNotContain(secret);
        chromium.screenshot("console-06-key-revoked");
        assertThat(vendor.whoami().status()).isEqualTo(401);

        chromium.resize(390, 844);
        open("/console/vendors/" + SLUG + "/journal");
        assertThat(text("main table")).contains("PATCH /v1/offers", "POST /v1/products", "feed");
        chromium.screenshot("console-07-journal-phone-width");
        chromium.resize(1280, 900);
    }

    private static void signIn() {
        open("/console/vendors");
        assertThat(chromium.driver().getCurrentUrl()).endsWith("/console/sign-in?next=%2Fconsole%2Fvendors");
        chromium.driver().findElement(By.id("token")).sendKeys("not-it");
        click(By.cssSelector("main button[type=submit]"));
        assertThat(text("#sign-in-error")).contains("not the operator token");
        chromium.driver().findElement(By.id("token")).sendKeys(E2eService.OPERATOR_TOKEN);
        chromium.screenshot("console-00-sign-in");
        click(By.cssSelector("main button[type=submit]"));
        assertThat(text("h1")).isEqualTo("Vendors");
        assertThat(chromium.driver().getCurrentUrl()).doesNotContain(E2eService.OPERATOR_TOKEN);
    }

    private static String createVendorAndKey() {
        chromium.driver().findElement(By.id("slug")).sendKeys(SLUG);
        chromium.driver().findElement(By.id("name")).sendKeys("Browser Farm Supplies");
        click(By.xpath("//button[text()='Create vendor']"));
        assertThat(text(".notice")).contains("Vendor created");
        chromium.screenshot("console-01-vendor-created");
        chromium.driver().findElement(By.id("key-label")).sendKeys("shop sync");
        click(By.xpath("//button[text()='Create key']"));
        String secret = text("#key-secret");
        assertThat(secret).isNotBlank();
        assertThat(chromium.driver().findElement(By.cssSelector("button[data-copy=key-secret]")).isDisplayed()).isTrue();
        chromium.driver().findElement(By.cssSelector("button[data-copy=key-secret]")).click();
        // Copied, or selected for Ctrl+C where headless Chromium has no clipboard: either is said in the live region.
        new WebDriverWait(chromium.driver(), Duration.ofSeconds(10)).until(driver -> !driver.findElement(
                By.cssSelector("[aria-live=polite]#copy-status")).getText().isBlank());
        chromium.screenshot("console-02-key-secret-shown-once");
        open("/console/vendors/" + SLUG);
        assertThat(chromium.driver().getPageSource()).as("the secret is shown once").doesNotContain(secret);
        return secret;
    }

    private static void configureFeedAndFetchNow() {
        open("/console/vendors/" + SLUG + "/feed");
        chromium.driver().findElement(By.id("feed-url")).sendKeys(LoopbackFeed.URL);
        new Select(chromium.driver().findElement(By.id("feed-hour"))).selectByValue("4");
        new Select(chromium.driver().findElement(By.id("feed-zone"))).selectByVisibleText("Europe/Kyiv");
        chromium.driver().findElement(By.id("feed-token")).sendKeys(FEED_TOKEN);
        click(By.xpath("//button[text()='Save feed']"));
        assertThat(text(".notice")).contains("Feed settings saved");
        assertThat(chromium.driver().getPageSource()).doesNotContain(FEED_TOKEN);
        feed.answer(200, Bodies.items(Bodies.offer("BR-1", "\"stock\":7"), Bodies.offer("NOPE-9", "\"stock\":1")));
        click(By.xpath("//button[text()='Fetch now']"));
        assertThat(text("#outcome")).isEqualTo("succeeded");
        assertThat(text("#rejected-total")).isEqualTo("1");
        WebElement rejections = chromium.driver().findElement(By.cssSelector("main table"));
        assertThat(rejections.getText()).contains("NOPE-9", "sku_unknown");
        chromium.screenshot("console-04-feed-run-and-rejections");
        open("/console/vendors/" + SLUG + "/feed");
        assertThat(chromium.driver().findElement(By.cssSelector("svg.chart title")).getAttribute("textContent"))
                .contains("applied and rejected per day");
        ((org.openqa.selenium.JavascriptExecutor) chromium.driver())
                .executeScript("document.getElementById('history').scrollIntoView()");
        chromium.screenshot("console-05-feed-history-chart");
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
