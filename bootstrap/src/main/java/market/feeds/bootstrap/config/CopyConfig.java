package market.feeds.bootstrap.config;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The variables of {@code copy-embedded-database} (decision 0014), read as the service reads them: the source is the
 * embedded database in {@code FEEDS_DATA_DIR}, the target {@code FEEDS_DATABASE_URL} with its credentials and
 * {@code FEEDS_DATABASE_START_WAIT}. {@code FEEDS_SECRET_KEY} is optional here: without it the key is the data
 * directory's {@code secret.key}.
 */
public record CopyConfig(Path dataDir, ServiceConfig.ExternalDatabase target, Optional<Secret> secretKey) {

    public CopyConfig {
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(secretKey, "secretKey");
    }

    /** Reads and checks the variables; the first invalid one throws a {@link ConfigurationException}. */
    public static CopyConfig from(Map<String, String> environment) {
        return new ConfigParser(new Environment(environment)).parseCopy();
    }
}
