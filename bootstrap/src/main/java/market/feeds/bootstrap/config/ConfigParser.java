package market.feeds.bootstrap.config;

import static market.feeds.bootstrap.config.ConfigurationException.echo;

import market.feeds.domain.feed.Cidr;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.JournalRetention;
import market.feeds.domain.limit.RateLimit;

/** Turns the variables of operations contract §1 into a {@link ServiceConfig}, one check per variable. */
final class ConfigParser {

    private static final Duration MAX_START_WAIT = Duration.ofDays(1);

    private final Environment env;

    ConfigParser(Environment env) {
        this.env = env;
    }

    ServiceConfig parse() {
        // Checked even with the embedded database, so a typo shows before the day an external one is configured.
        Duration startWait = startWait("FEEDS_DATABASE_START_WAIT", "PT60S");
        Optional<ServiceConfig.ExternalDatabase> database = env.get("FEEDS_DATABASE_URL").map(url ->
                new ServiceConfig.ExternalDatabase(DatabaseUrls.check("FEEDS_DATABASE_URL", url),
                        env.get("FEEDS_DATABASE_USER"), env.get("FEEDS_DATABASE_PASSWORD").map(Secret::ofText),
                        startWait));
        // Credentials are only for the URL (ops §1); without it the contract's rule is the embedded database, so they
        // are named at start rather than refused (decision 0005, amended).
        boolean credentialsWithoutUrl = database.isEmpty() && (env.get("FEEDS_DATABASE_USER").isPresent()
                || env.get("FEEDS_DATABASE_PASSWORD").isPresent());
        Optional<Secret> secretKey = env.get("FEEDS_SECRET_KEY").map(value -> SecretKeys.decode("FEEDS_SECRET_KEY", value));
        // The key being rotated from (decision 0006, amended in session 31): an extension of operations contract §1.
        Optional<Secret> secretKeyPrevious = env.get("FEEDS_SECRET_KEY_PREVIOUS")
                .map(value -> SecretKeys.decode("FEEDS_SECRET_KEY_PREVIOUS", value));
        if (database.isPresent() && secretKey.isEmpty()) {
            throw new ConfigurationException("FEEDS_SECRET_KEY",
                    "must be set when FEEDS_DATABASE_URL names an external database");
        }
        return new ServiceConfig(
                host("FEEDS_HTTP_HOST", "127.0.0.1"),
                port("FEEDS_HTTP_PORT", 8080),
                database,
                directory("FEEDS_DATA_DIR", "./data"),
                env.get("FEEDS_ADMIN_TOKEN").map(Secret::ofText),
                secretKey,
                secretKeyPrevious,
                bool("FEEDS_PULL_ENABLED", true),
                cidrs("FEEDS_PULL_ALLOWED_CIDRS"),
                env.get("FEEDS_PULL_TRUST_PEM").map(value -> TrustPems.check("FEEDS_PULL_TRUST_PEM", value)),
                port("FEEDS_PULL_PORT", 443),
                // Off by default: the vendor contract's pull is a plain GET (decision 0601, amended in session 32).
                bool("FEEDS_PULL_CONDITIONAL_GET", false) ? ConditionalGet.ON : ConditionalGet.OFF,
                rate("FEEDS_RATE_PRODUCTS", "30/PT10M"),
                rate("FEEDS_RATE_OFFERS", "30/PT60S"),
                retention("FEEDS_JOURNAL_RETENTION", "P90D"),
                credentialsWithoutUrl);
    }

    /** The variables of {@code copy-embedded-database}: the same checks, FEEDS_DATABASE_URL required. */
    CopyConfig parseCopy() {
        Duration startWait = startWait("FEEDS_DATABASE_START_WAIT", "PT60S");
        String url = env.get("FEEDS_DATABASE_URL").orElseThrow(() -> new ConfigurationException(
                "FEEDS_DATABASE_URL", "must name the external database to copy into"
                        + " (jdbc:postgresql://host[:port]/database)"));
        ServiceConfig.ExternalDatabase target = new ServiceConfig.ExternalDatabase(
                DatabaseUrls.check("FEEDS_DATABASE_URL", url), env.get("FEEDS_DATABASE_USER"),
                env.get("FEEDS_DATABASE_PASSWORD").map(Secret::ofText), startWait);
        Optional<Secret> secretKey =
                env.get("FEEDS_SECRET_KEY").map(value -> SecretKeys.decode("FEEDS_SECRET_KEY", value));
        return new CopyConfig(directory("FEEDS_DATA_DIR", "./data"), target, secretKey);
    }

    /**
     * Resolved and tried now: a name the machine cannot resolve failed later as a misleading "port already in use",
     * and so did an address the machine does not have, after the database had started.
     */
    private String host(String name, String fallback) {
        String host = env.get(name).orElse(fallback);
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException | SecurityException e) {
            throw new ConfigurationException(name, "must be an address or a name this machine resolves, got "
                    + echo(host));
        }
        LocalAddresses.bindRefusal(address).ifPresent(reason -> {
            throw new ConfigurationException(name, "is not an address of this machine (" + reason + "), got "
                    + echo(host));
        });
        return host;
    }

    /** Created at start when absent; a file in its place failed later with a stack trace instead. */
    private Path directory(String name, String fallback) {
        String value = env.get(name).orElse(fallback);
        Path path;
        try {
            path = Path.of(value);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(name, "must be a directory path, got " + echo(value));
        }
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new ConfigurationException(name, "must name a directory, but " + echo(value) + " is a file");
        }
        return path;
    }

    private int port(String name, int fallback) {
        Optional<String> value = env.get(name);
        if (value.isEmpty()) {
            return fallback;
        }
        try {
            int port = Integer.parseInt(value.get());
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below with the value
        }
        throw new ConfigurationException(name, "must be an integer 1-65535, got " + echo(value.get()));
    }

    private boolean bool(String name, boolean fallback) {
        Optional<String> value = env.get(name);
        if (value.isEmpty()) {
            return fallback;
        }
        if (value.get().equalsIgnoreCase("true") || value.get().equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(value.get());
        }
        throw new ConfigurationException(name, "must be true or false, got " + echo(value.get()));
    }

    private List<Cidr> cidrs(String name) {
        return env.get(name).stream()
                .flatMap(value -> Arrays.stream(value.split(",")))
                .map(String::strip)
                .filter(entry -> !entry.isEmpty())
                .map(entry -> {
                    try {
                        return Cidr.parse(entry);
                    } catch (IllegalArgumentException e) {
                        throw new ConfigurationException(name, "must be a comma-separated list of CIDR ranges"
                                + " (e.g. 127.0.0.0/8), but " + echo(entry) + " " + e.getMessage());
                    }
                })
                .toList();
    }

    /** Zero means one attempt; a day is far beyond any orchestrator's patience, and keeps the arithmetic small. */
    private Duration startWait(String name, String fallback) {
        String value = env.get(name).orElse(fallback);
        try {
            Duration wait = Duration.parse(value);
            if (!wait.isNegative() && wait.compareTo(MAX_START_WAIT) <= 0) {
                return wait;
            }
        } catch (DateTimeParseException e) {
            // reported below with the value
        }
        throw new ConfigurationException(name, "must be an ISO-8601 duration from PT0S to P1D (e.g. PT60S), got "
                + echo(value));
    }

    /** At least the stored rejections' 30 days, which go with their journal row (decision 0016). */
    private JournalRetention retention(String name, String fallback) {
        String value = env.get(name).orElse(fallback);
        try {
            return JournalRetention.parse(value);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(name, "must be an ISO-8601 duration from P30D to P36500D (e.g. P90D), got "
                    + echo(value) + ": " + e.getMessage());
        }
    }

    private RateLimit rate(String name, String fallback) {
        String value = env.get(name).orElse(fallback);
        try {
            return RateLimit.parse(value);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(name, "must be COUNT/ISO-8601-DURATION (e.g. 30/PT10M), got "
                    + echo(value) + ": " + e.getMessage());
        }
    }
}
