package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.Statement;
import market.feeds.bootstrap.browser.HeadlessChromium;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.LoopbackFeed;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What the browser does with console pages the plain HTTP tests cannot see: the Referer a form sends. Screenshots land in target/browser/console-pages-*.png.
 */
class ConsolePagesInTheBrowserTest {

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
