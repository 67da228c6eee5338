package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The runnable jar says which build it is: two builds of one version are told apart by the commit they were built
 * from, in the start's first line and in {@code feeds_build_info} (decision 0015).
 */
class ReleaseJarTest {

    private static final Pattern RELEASE =
            Pattern.compile("\\d+\\.\\d+\\.\\d+(?:-SNAPSHOT)?\\+([0-9a-f]{10})(-modified)?");

    @Test
    void theJarsReleaseNamesTheCommitItWasBuiltFrom() throws Exception {
        Path checkout = Path.of("..").toAbsolutePath().normalize();
        assumeTrue(Files.exists(checkout.resolve(".git")), "built from a git checkout");

        String release = implementationVersion(Path.of(System.getProperty("service.jar")));

        Matcher named = RELEASE.matcher(release);
        assertThat(named.matches()).as("release %s is the version, '+' and the commit", release).isTrue();
        assertThat(head(checkout)).as("the commit of the checkout the jar was built in").startsWith(named.group(1));
    }

    private static String implementationVersion(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getManifest().getMainAttributes().getValue(Attributes.Name.IMPLEMENTATION_VERSION);
        }
    }

    private static String head(Path checkout) throws IOException, InterruptedException {
        Process git = new ProcessBuilder("git", "rev-parse", "HEAD").directory(checkout.toFile()).start();
        String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).trim();
        assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return out;
    }
}
