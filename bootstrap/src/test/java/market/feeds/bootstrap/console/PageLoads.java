package market.feeds.bootstrap.console;

import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Waiting for console pages in Chromium: a click that loads another page, an element that shows. */
final class PageLoads {

    private PageLoads() {
    }

    /** Clicks a control that loads another page and waits until the old page is gone. */
    static void click(WebDriver driver, By target) {
        for (int attempt = 1; ; attempt++) {
            WebElement page = driver.findElement(By.tagName("html"));
            try {
                driver.findElement(target).click();
            } catch (WebDriverException e) {
                if (attempt < 3 && notInTheDocument(e)) {
                    continue;
                }
                throw e;
            }
            awaitGone(driver, page);
            return;
        }
    }

    /** Waits until the page whose root element is {@code page} has been replaced by another. */
    static void awaitGone(WebDriver driver, WebElement page) {
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> gone(page));
    }

    /** The visible text of the first element {@code css} finds, once it shows. */
    static String text(WebDriver driver, String css) {
        return new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css))).getText().strip();
    }

    /**
     * The old page is gone once its root element is stale. Chromium says so either way: a stale-element error, or
     * (seen in CI, 2026-11-26, asking whether the old root is enabled) "does not belong to the document".
     */
    private static boolean gone(WebElement page) {
        try {
            page.isEnabled();
            return false;
        } catch (WebDriverException e) {
            if (notInTheDocument(e)) {
                return true;
            }
            throw e;
        }
    }

    /**
     * Chromium now and then refuses a click with "Node with given id does not belong to the document" (seen once in
     * CI, 2026-11-26): the element was resolved in a document it had just swapped out. The click never reached the
     * page, so finding the control again and clicking it once more submits nothing twice.
     */
    private static boolean notInTheDocument(WebDriverException e) {
        return e instanceof StaleElementReferenceException
                || String.valueOf(e.getMessage()).contains("does not belong to the document");
    }
}
