package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The major version of PostgreSQL a durable cluster was made by ({@code PG_VERSION} in its directory) against the one
 * this build embeds. A server of one major version cannot open another's files: without this check it refuses on its
 * stderr and the start waits out its whole bound before it fails with no reason given (decision 0008, amended).
 */
final class ClusterVersion {

    private static final String EMBEDDED = "embedded-server.properties";

    private ClusterVersion() {
    }

    /** The major version of the embedded binaries, e.g. {@code 18} for 18.6.0. */
    static String embeddedMajor() {
        Properties properties = new Properties();
        try (InputStream in = ClusterVersion.class.getResourceAsStream(EMBEDDED)) {
            if (in == null) {
                throw new IllegalStateException(EMBEDDED + " is missing from the build");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String version = properties.getProperty("version", "");
        return version.contains(".") ? version.substring(0, version.indexOf('.')) : version;
    }

    /** Throws when {@code dataDirectory} holds a cluster of another major version than {@code embeddedMajor}. */
    static void requireOpenable(Path dataDirectory, String embeddedMajor) {
        made(dataDirectory).filter(major -> !major.equals(embeddedMajor)).ifPresent(major -> {
            throw new IncompatibleCluster(dataDirectory, major, embeddedMajor);
        });
    }

    /** The major version that made the cluster in {@code dataDirectory}; empty when it holds none yet. */
    static Optional<String> made(Path dataDirectory) {
        Path file = dataDirectory.resolve("PG_VERSION");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            String major = Files.readString(file, StandardCharsets.US_ASCII).strip();
            return major.isEmpty() ? Optional.empty() : Optional.of(major);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }
}
