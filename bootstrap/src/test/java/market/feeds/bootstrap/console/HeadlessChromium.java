package market.feeds.bootstrap.console;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven through Debian's chromedriver. Both paths are given, so Selenium Manager
 * never looks for (or downloads) a browser or driver; when the packages are absent they are installed with apt.
 */
final class HeadlessChromium implements AutoCloseable {

    private static final Path BROWSER = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SHOTS = Path.of("target", "console-screenshots");

    final ChromeDriver driver;

    HeadlessChromium() {
        installIfAbsent();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,900", "--lang=en-US");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    }

    /** Saves the page as it looks now under {@code target/console-screenshots/<name>.png}. */
    void screenshot(String name) {
        try {
            Files.createDirectories(SHOTS);
            File shot = driver.getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), SHOTS.resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    @Override
    public void close() {
        driver.quit();
    }

    private static void installIfAbsent() {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return;
        }
        try {
            Process apt = new ProcessBuilder("apt-get", "install", "-y", "-o", "DPkg::Lock::Timeout=600", "chromium",
                    "chromium-driver").inheritIO().start();
            if (apt.waitFor() != 0) {
                throw new IllegalStateException("apt-get install chromium chromium-driver failed: " + apt.exitValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
