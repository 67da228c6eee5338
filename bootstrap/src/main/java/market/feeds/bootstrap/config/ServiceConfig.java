package market.feeds.bootstrap.config;

import market.feeds.domain.feed.Cidr;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.JournalRetention;
import market.feeds.domain.limit.RateLimit;

/**
 * The service's configuration (operations contract §1), read from environment variables. Secrets are
 * {@link Secret}s, so printing this record shows none of them.
 */
public record ServiceConfig(
        String httpHost,
        int httpPort,
        Optional<ExternalDatabase> externalDatabase,
        Path dataDir,
        Optional<Secret> adminToken,
        Optional<Secret> secretKey,
        Optional<Secret> secretKeyPrevious,
        boolean pullEnabled,
        List<Cidr> pullAllowedCidrs,
        Optional<Path> pullTrustPem,
        int pullPort,
        ConditionalGet pullConditionalGet,
        RateLimit rateProducts,
        RateLimit rateOffers,
        JournalRetention journalRetention,
        boolean databaseCredentialsWithoutUrl) {

    /**
     * {@code FEEDS_DATABASE_URL} with its credentials, and how long a start waits for it to be reachable
     * ({@code FEEDS_DATABASE_START_WAIT}).
     */
    public record ExternalDatabase(String jdbcUrl, Optional<String> user, Optional<Secret> password,
                                   Duration startWait) {
        public ExternalDatabase {
            Objects.requireNonNull(jdbcUrl, "jdbcUrl");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            Objects.requireNonNull(startWait, "startWait");
        }
    }

    public ServiceConfig {
        Objects.requireNonNull(httpHost, "httpHost");
        Objects.requireNonNull(externalDatabase, "externalDatabase");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(adminToken, "adminToken");
        Objects.requireNonNull(secretKey, "secretKey");
        Objects.requireNonNull(secretKeyPrevious, "secretKeyPrevious");
        pullAllowedCidrs = List.copyOf(pullAllowedCidrs);
        Objects.requireNonNull(pullTrustPem, "pullTrustPem");
        Objects.requireNonNull(pullConditionalGet, "pullConditionalGet");
        Objects.requireNonNull(rateProducts, "rateProducts");
        Objects.requireNonNull(rateOffers, "rateOffers");
        Objects.requireNonNull(journalRetention, "journalRetention");
    }

    /** Reads and checks every variable; the first invalid one throws a {@link ConfigurationException}. */
    public static ServiceConfig from(Map<String, String> environment) {
        return new ConfigParser(new Environment(environment)).parse();
    }

    public boolean embeddedDatabase() {
        return externalDatabase.isEmpty();
    }
}
