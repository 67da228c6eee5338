package market.feeds.bootstrap.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by Selenium through Debian's chromedriver, for browser tests of any page
 * the service serves. Installs {@code chromium} and {@code chromium-driver} with apt-get when absent; never lets
 * Selenium Manager download a browser or a driver (the machines reach package registries only).
 */
public final class HeadlessChromium implements AutoCloseable {

    public static final Path BROWSER = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final long INSTALL_MINUTES = 15;

    private final ChromeDriver driver;

    private HeadlessChromium(ChromeDriver driver) {
        this.driver = driver;
    }

    /** A fresh browser with a 1280×900 window; close it after the test. */
    public static HeadlessChromium start() {
        installIfAbsent();
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions().setBinary(BROWSER.toFile());
        // No sandbox: the tests run as root, which Chromium's sandbox refuses.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,900", "--lang=en", "--no-first-run", "--disable-extensions");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        return new HeadlessChromium(driver);
    }

    public WebDriver driver() {
        return driver;
    }

    /** Saves what the browser shows as {@code target/browser/<name>.png} and returns that path. */
    public Path screenshot(String name) {
        try {
            Path file = Path.of("target", "browser", name + ".png");
            Files.createDirectories(file.getParent());
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }

    private static synchronized void installIfAbsent() {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return;
        }
        run("apt-get", "update", "-o", "DPkg::Lock::Timeout=600");
        run("apt-get", "install", "-y", "-o", "DPkg::Lock::Timeout=600", "chromium", "chromium-driver");
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("chromium and chromium-driver are not installed and apt-get could not install them");
        }
    }

    private static void run(String... command) {
        try {
            Process process = new ProcessBuilder(command).inheritIO().start();
            if (!process.waitFor(INSTALL_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " took longer than " + INSTALL_MINUTES + " minutes");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
