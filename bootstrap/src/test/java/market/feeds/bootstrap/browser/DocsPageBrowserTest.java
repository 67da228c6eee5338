package market.feeds.bootstrap.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.bootstrap.web.ContractDocsRoutes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/** A person reads /docs in a real browser: the endpoints and codes are visible, links land, languages switch. */
class DocsPageBrowserTest {

    private static HttpServer server;
    private static HeadlessChromium chromium;

    @BeforeAll
    static void start() {
        server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0), () -> true,
                List.of(new ContractDocsRoutes(new OperatorGuard(OperatorGuard.sha256("browser-test-token")))));
        chromium = HeadlessChromium.start();
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.close();
        }
        server.close();
    }

    @Test
    void docsShowsTheEndpointListAndTheCodeTablesInABrowser() {
        WebDriver browser = open("/docs");
        assertThat(browser.getTitle()).startsWith("Vendor Feed Ingest API");
        assertThat(visible("#endpoint-table")).isTrue();
        for (String operation : List.of("whoami", "submitProductFeed", "updateOffers", "pageRejections")) {
            assertThat(visible("#op-" + operation)).as(operation).isTrue();
        }
        assertThat(visible("#request-codes")).isTrue();
        assertThat(visible("#row-codes")).isTrue();
        assertThat(visible("#contents")).isTrue();
        chromium.screenshot("docs-en");
    }

    /** The page's policy allows no script, only its inlined style sheet: that style must still apply. */
    @Test
    void theInlinedStyleSheetAppliesUnderThePagesContentSecurityPolicy() {
        WebDriver browser = open("/docs/en");
        org.openqa.selenium.JavascriptExecutor js = (org.openqa.selenium.JavascriptExecutor) browser;
        assertThat(js.executeScript("return getComputedStyle(document.querySelector('header.bar')).position"))
                .isEqualTo("sticky");
        assertThat(js.executeScript("return getComputedStyle(document.querySelector('.page')).display"))
                .isEqualTo("grid");
    }

    @Test
    void aStatusOfTheEndpointListLeadsToItsCodes() {
        WebDriver browser = open("/docs/en");
        browser.findElement(By.cssSelector("#op-submitProductFeed a[href='#status-409']")).click();
        assertThat(browser.getCurrentUrl()).endsWith("/docs/en#status-409");
        WebElement target = browser.findElement(By.id("status-409"));
        assertThat(target.isDisplayed()).isTrue();
        Number top = (Number) ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("return arguments[0].getBoundingClientRect().top;", target);
        assertThat(top.doubleValue()).as("the code row is scrolled into view").isBetween(0.0, 900.0);
        chromium.screenshot("docs-status-409");
    }

    @Test
    void theLanguageLinksSwitchBetweenEnglishUkrainianAndRussian() {
        WebDriver browser = open("/docs");
        browser.findElement(By.cssSelector("nav.languages a[hreflang='uk']")).click();
        assertThat(browser.getCurrentUrl()).endsWith("/docs/uk");
        assertThat(browser.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("uk");
        assertThat(browser.findElement(By.tagName("main")).getText()).contains("Ідемпотентність");
        assertThat(visible("#endpoint-table")).isTrue();
        chromium.screenshot("docs-uk");
        browser.findElement(By.cssSelector("nav.languages a[hreflang='ru']")).click();
        assertThat(browser.getCurrentUrl()).endsWith("/docs/ru");
        assertThat(browser.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("ru");
        assertThat(browser.findElement(By.tagName("main")).getText()).contains("Идемпотентность");
        assertThat(visible("#row-codes")).isTrue();
        chromium.screenshot("docs-ru");
        browser.findElement(By.cssSelector("nav.languages a[hreflang='en']")).click();
        assertThat(browser.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("en");
    }

    private static WebDriver open(String path) {
        WebDriver browser = chromium.driver();
        browser.get("http://127.0.0.1:" + server.port() + path);
        return browser;
    }

    private static boolean visible(String css) {
        List<WebElement> found = chromium.driver().findElements(By.cssSelector(css));
        return found.size() == 1 && found.get(0).isDisplayed();
    }
}
