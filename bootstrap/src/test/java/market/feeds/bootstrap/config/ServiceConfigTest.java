package market.feeds.bootstrap.config;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import market.feeds.application.model.ConditionalGet;
import market.feeds.domain.feed.Cidr;
import market.feeds.domain.limit.RateLimit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Operations contract §1: defaults, and one refusal per class of invalid value, naming the variable. */
class ServiceConfigTest {

    private static final String KEY_32 = Base64.getEncoder().encodeToString(new byte[32]);

    @Test
    void defaultsOfTheContract() {
        ServiceConfig config = ServiceConfig.from(Map.of());
        assertThat(config.httpHost()).isEqualTo("127.0.0.1");
        assertThat(config.httpPort()).isEqualTo(8080);
        assertThat(config.embeddedDatabase()).isTrue();
        assertThat(config.dataDir()).isEqualTo(Path.of("./data"));
        assertThat(config.adminToken()).isEmpty();
        assertThat(config.secretKey()).isEmpty();
        assertThat(config.pullEnabled()).isTrue();
        assertThat(config.pullAllowedCidrs()).isEmpty();
        assertThat(config.pullTrustPem()).isEmpty();
        assertThat(config.pullPort()).isEqualTo(443);
        assertThat(config.pullConditionalGet()).as("the vendor contract's plain GET").isEqualTo(ConditionalGet.OFF);
        assertThat(config.rateProducts()).isEqualTo(new RateLimit(30, Duration.ofMinutes(10)));
        assertThat(config.rateOffers()).isEqualTo(new RateLimit(30, Duration.ofSeconds(60)));
    }

    @Test
    void everyVariableIsRead(@TempDir Path dir) throws IOException {
        Path pem = dir.resolve("ca.pem");
        Files.writeString(pem, new HeldCertificate.Builder().build().certificatePem());
        Map<String, String> env = new HashMap<>();
        env.put("FEEDS_HTTP_PORT", "9090");
        env.put("FEEDS_HTTP_HOST", "0.0.0.0");
        env.put("FEEDS_DATABASE_URL", "jdbc:postgresql://db.example.net:5433/feeds?sslmode=require");
        env.put("FEEDS_DATABASE_USER", "feeds");
        env.put("FEEDS_DATABASE_PASSWORD", "pw");
        env.put("FEEDS_DATA_DIR", dir.toString());
        env.put("FEEDS_ADMIN_TOKEN", "admin-token");
        env.put("FEEDS_SECRET_KEY", KEY_32);
        env.put("FEEDS_PULL_ENABLED", "FALSE");
        env.put("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8, ::1/128");
        env.put("FEEDS_PULL_TRUST_PEM", pem.toString());
        env.put("FEEDS_PULL_PORT", "8443");
        env.put("FEEDS_PULL_CONDITIONAL_GET", "true");
        env.put("FEEDS_RATE_PRODUCTS", "5/PT1H");
        env.put("FEEDS_RATE_OFFERS", "100/PT1S");
        env.put("FEEDS_DATABASE_START_WAIT", "PT90S");

        ServiceConfig config = ServiceConfig.from(env);

        assertThat(config.httpPort()).isEqualTo(9090);
        assertThat(config.httpHost()).isEqualTo("0.0.0.0");
        assertThat(config.externalDatabase()).hasValueSatisfying(db -> {
            assertThat(db.user()).contains("feeds");
            assertThat(db.password()).contains(Secret.ofText("pw"));
            assertThat(db.startWait()).isEqualTo(Duration.ofSeconds(90));
        });
        assertThat(config.adminToken()).contains(Secret.ofText("admin-token"));
        assertThat(config.secretKey()).contains(Secret.ofBytes(new byte[32]));
        assertThat(config.pullEnabled()).isFalse();
        assertThat(config.pullAllowedCidrs()).extracting(Cidr::toString).containsExactly("127.0.0.0/8", "0:0:0:0:0:0:0:1/128");
        assertThat(config.pullTrustPem()).contains(pem);
        assertThat(config.pullPort()).isEqualTo(8443);
        assertThat(config.pullConditionalGet()).isEqualTo(ConditionalGet.ON);
        assertThat(config.rateProducts()).isEqualTo(new RateLimit(5, Duration.ofHours(1)));
        assertThat(config.rateOffers()).isEqualTo(new RateLimit(100, Duration.ofSeconds(1)));
    }

    @Test
    void printedConfigurationShowsNoSecret() {
        ServiceConfig config = ServiceConfig.from(Map.of(
                "FEEDS_ADMIN_TOKEN", "admin-token-value",
                "FEEDS_DATABASE_URL", "jdbc:postgresql://db/feeds",
                "FEEDS_DATABASE_PASSWORD", "database-password-value",
                "FEEDS_SECRET_KEY", KEY_32));
        assertThat(config.toString()).doesNotContain("admin-token-value", "database-password-value", KEY_32);
    }

    @Test
    void badPortIsRefused() {
        assertRefused(Map.of("FEEDS_HTTP_PORT", "x"), "FEEDS_HTTP_PORT",
                "FEEDS_HTTP_PORT must be an integer 1-65535, got \"x\"");
        assertRefused(Map.of("FEEDS_HTTP_PORT", "65536"), "FEEDS_HTTP_PORT", "got \"65536\"");
        assertRefused(Map.of("FEEDS_HTTP_PORT", "0"), "FEEDS_HTTP_PORT", "got \"0\"");
        assertRefused(Map.of("FEEDS_PULL_PORT", "-1"), "FEEDS_PULL_PORT", "got \"-1\"");
    }

    @Test
    void theConditionalGetSwitchIsTrueOrFalse() {
        assertRefused(Map.of("FEEDS_PULL_CONDITIONAL_GET", "yes"), "FEEDS_PULL_CONDITIONAL_GET",
                "FEEDS_PULL_CONDITIONAL_GET must be true or false, got \"yes\"");
    }

    @Test
    void aHostTheMachineCannotResolveIsRefused() {
        assertRefused(Map.of("FEEDS_HTTP_HOST", "not a host"), "FEEDS_HTTP_HOST",
                "must be an address or a name this machine resolves, got \"not a host\"");
        assertRefused(Map.of("FEEDS_HTTP_HOST", "999.1.1.1"), "FEEDS_HTTP_HOST", "got \"999.1.1.1\"");
    }

    /** Audit 24 F5: it passed the check and failed after the database had started, blaming the port. */
    @Test
    void anAddressThisMachineDoesNotHaveIsRefusedWithTheSystemsReason() {
        assertRefused(Map.of("FEEDS_HTTP_HOST", "192.0.2.7"), "FEEDS_HTTP_HOST",
                "is not an address of this machine (Cannot assign requested address), got \"192.0.2.7\"");
    }

    /**
     * Operations audit F3: credentials without the URL they are for. "Unset = embedded" is the contract's rule, so
     * they are kept as a fact the start names (a WARN), not refused.
     */
    @Test
    void databaseCredentialsWithoutADatabaseUrlMeanTheEmbeddedDatabaseAndAreNoted() {
        ServiceConfig blankUrl = ServiceConfig.from(Map.of("FEEDS_DATABASE_URL", " ",
                "FEEDS_DATABASE_PASSWORD", "pw-never-echoed"));
        ServiceConfig userOnly = ServiceConfig.from(Map.of("FEEDS_DATABASE_USER", "feeds"));

        assertThat(blankUrl.embeddedDatabase()).isTrue();
        assertThat(blankUrl.databaseCredentialsWithoutUrl()).isTrue();
        assertThat(userOnly.databaseCredentialsWithoutUrl()).isTrue();
        assertThat(ServiceConfig.from(Map.of()).databaseCredentialsWithoutUrl()).isFalse();
        assertThat(blankUrl.toString()).doesNotContain("pw-never-echoed");
    }

    @Test
    void aDataDirectoryThatIsAFileIsRefused(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        assertRefused(Map.of("FEEDS_DATA_DIR", file.toString()), "FEEDS_DATA_DIR", "is a file");
    }

    @Test
    void malformedDatabaseUrlIsRefusedWithoutEchoingIt() {
        for (String url : new String[] {"postgres://db/feeds", "jdbc:mysql://db/feeds", "jdbc:postgresql://",
                "jdbc:postgresql:///feeds", "jdbc:postgresql://db", "jdbc:postgresql://db:99999/feeds",
                "jdbc:postgresql://db/feeds?password=hunter2 x"}) {
            Map<String, String> env = Map.of("FEEDS_DATABASE_URL", url, "FEEDS_SECRET_KEY", KEY_32);
            assertRefused(env, "FEEDS_DATABASE_URL", "FEEDS_DATABASE_URL must look like jdbc:postgresql://");
            assertThatThrownBy(() -> ServiceConfig.from(env)).hasMessageNotContaining("hunter2");
        }
    }

    /** FEEDS_SECRET_KEY_PREVIOUS is checked as FEEDS_SECRET_KEY is (decision 0006, amended in session 31). */
    @Test
    void badBase64SecretKeyIsRefusedWithoutEchoingIt() {
        for (String variable : new String[] {"FEEDS_SECRET_KEY", "FEEDS_SECRET_KEY_PREVIOUS"}) {
            assertRefused(Map.of(variable, "not base64!!"), variable,
                    variable + " must be base64 of 32 bytes, but is not valid base64");
            String short16 = Base64.getEncoder().encodeToString(new byte[16]);
            assertRefused(Map.of(variable, short16), variable, "decodes to 16 bytes");
            assertThatThrownBy(() -> ServiceConfig.from(Map.of(variable, short16)))
                    .hasMessageNotContaining(short16);
        }
    }

    @Test
    void aPreviousSecretKeyIsReadButNeverShown() {
        String previous = Base64.getEncoder().encodeToString("previous-key-of-exactly-32-bytes".getBytes(UTF_8));
        ServiceConfig config = ServiceConfig.from(Map.of("FEEDS_SECRET_KEY", KEY_32, "FEEDS_SECRET_KEY_PREVIOUS",
                previous));
        assertThat(config.secretKeyPrevious().orElseThrow().text()).isEqualTo("previous-key-of-exactly-32-bytes");
        assertThat(config.toString()).doesNotContain(previous, "previous-key");
        assertThat(ServiceConfig.from(Map.of()).secretKeyPrevious()).isEmpty();
    }

    @Test
    void unknownTimeUnitInRateLimitIsRefused() {
        assertRefused(Map.of("FEEDS_RATE_PRODUCTS", "30/PT10X"), "FEEDS_RATE_PRODUCTS",
                "FEEDS_RATE_PRODUCTS must be COUNT/ISO-8601-DURATION (e.g. 30/PT10M), got \"30/PT10X\"");
        assertRefused(Map.of("FEEDS_RATE_OFFERS", "30/10m"), "FEEDS_RATE_OFFERS", "got \"30/10m\"");
        assertRefused(Map.of("FEEDS_RATE_OFFERS", "x/PT1M"), "FEEDS_RATE_OFFERS", "has no whole-number COUNT");
        assertRefused(Map.of("FEEDS_RATE_OFFERS", "0/PT1M"), "FEEDS_RATE_OFFERS", "allows at least 1 request");
        assertRefused(Map.of("FEEDS_RATE_OFFERS", "30"), "FEEDS_RATE_OFFERS", "is not COUNT/ISO-8601-DURATION");
        assertRefused(Map.of("FEEDS_RATE_OFFERS", "30/PT0S"), "FEEDS_RATE_OFFERS", "whole number of seconds, at least 1");
    }

    @Test
    void externalDatabaseWithoutSecretKeyIsRefused() {
        assertRefused(Map.of("FEEDS_DATABASE_URL", "jdbc:postgresql://db:5432/feeds"), "FEEDS_SECRET_KEY",
                "FEEDS_SECRET_KEY must be set when FEEDS_DATABASE_URL names an external database");
    }

    @Test
    void theStartWaitsSixtySecondsForAnExternalDatabaseUnlessToldOtherwise() {
        Map<String, String> external = Map.of("FEEDS_DATABASE_URL", "jdbc:postgresql://db/feeds", "FEEDS_SECRET_KEY", KEY_32);
        assertThat(ServiceConfig.from(external).externalDatabase().orElseThrow().startWait())
                .isEqualTo(Duration.ofSeconds(60));
        Map<String, String> told = new HashMap<>(external);
        told.put("FEEDS_DATABASE_START_WAIT", "PT5M");
        assertThat(ServiceConfig.from(told).externalDatabase().orElseThrow().startWait()).isEqualTo(Duration.ofMinutes(5));
        told.put("FEEDS_DATABASE_START_WAIT", "PT0S");
        assertThat(ServiceConfig.from(told).externalDatabase().orElseThrow().startWait()).isZero();
    }

    @Test
    void aStartWaitThatIsNoDurationFromZeroToADayIsRefused() {
        for (String wait : new String[] {"60", "60s", "PT10X", "-PT1S", "P2D"}) {
            assertRefused(Map.of("FEEDS_DATABASE_START_WAIT", wait), "FEEDS_DATABASE_START_WAIT",
                    "FEEDS_DATABASE_START_WAIT must be an ISO-8601 duration from PT0S to P1D (e.g. PT60S), got \"" + wait);
        }
    }

    @Test
    void theJournalIsKeptNinetyDaysUnlessToldAnotherDurationOfAtLeastThirtyDays() {
        assertThat(ServiceConfig.from(Map.of()).journalRetention().kept()).isEqualTo(Duration.ofDays(90));
        assertThat(ServiceConfig.from(Map.of("FEEDS_JOURNAL_RETENTION", "P400D")).journalRetention().kept())
                .isEqualTo(Duration.ofDays(400));
        assertThat(ServiceConfig.from(Map.of("FEEDS_JOURNAL_RETENTION", "PT720H")).journalRetention().kept())
                .as("the floor itself, in hours").isEqualTo(Duration.ofDays(30));
    }

    @Test
    void aJournalRetentionThatIsNoDurationOrShorterThanThirtyDaysIsRefused() {
        for (String kept : new String[] {"90", "90d", "P3M", "P1Y", "PT10X", "P29D", "PT719H", "-P90D", "P36501D"}) {
            assertRefused(Map.of("FEEDS_JOURNAL_RETENTION", kept), "FEEDS_JOURNAL_RETENTION",
                    "FEEDS_JOURNAL_RETENTION must be an ISO-8601 duration from P30D to P36500D (e.g. P90D), got \""
                            + kept);
        }
    }

    @Test
    void badBooleanIsRefused() {
        assertRefused(Map.of("FEEDS_PULL_ENABLED", "yes"), "FEEDS_PULL_ENABLED",
                "FEEDS_PULL_ENABLED must be true or false, got \"yes\"");
    }

    @Test
    void bareAddressIsASingleAddressRange() {
        ServiceConfig config = ServiceConfig.from(Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.2"));
        assertThat(config.pullAllowedCidrs()).extracting(Cidr::toString).containsExactly("127.0.0.2/32");
    }

    @Test
    void badCidrIsRefused() {
        for (String cidrs : new String[] {"localhost/8", "300.0.0.0/8", "127.0.0.0/33", "::1/129",
                "10.0.0.0/8,127.0.0.0/x"}) {
            assertRefused(Map.of("FEEDS_PULL_ALLOWED_CIDRS", cidrs), "FEEDS_PULL_ALLOWED_CIDRS",
                    "FEEDS_PULL_ALLOWED_CIDRS must be a comma-separated list of CIDR ranges");
        }
    }

    @Test
    void unreadableTrustPemIsRefused(@TempDir Path dir) throws IOException {
        assertRefused(Map.of("FEEDS_PULL_TRUST_PEM", dir.resolve("missing.pem").toString()), "FEEDS_PULL_TRUST_PEM",
                "FEEDS_PULL_TRUST_PEM must name a readable PEM file");
        Path garbage = Files.writeString(dir.resolve("garbage.pem"), "not a certificate");
        assertRefused(Map.of("FEEDS_PULL_TRUST_PEM", garbage.toString()), "FEEDS_PULL_TRUST_PEM",
                "FEEDS_PULL_TRUST_PEM");
    }

    @Test
    void messagesStayOnOneLine() {
        assertThatThrownBy(() -> ServiceConfig.from(Map.of("FEEDS_HTTP_PORT", "80\n80")))
                .hasMessageNotContaining("\n").hasMessageContaining("\\u000a");
    }

    @Test
    void blankValuesCountAsUnset() {
        assertThat(ServiceConfig.from(Map.of("FEEDS_HTTP_PORT", " ", "FEEDS_ADMIN_TOKEN", "")).httpPort()).isEqualTo(8080);
    }

    private static void assertRefused(Map<String, String> env, String variable, String messagePart) {
        assertThatThrownBy(() -> ServiceConfig.from(env))
                .isInstanceOfSatisfying(ConfigurationException.class,
                        e -> assertThat(e.variable()).isEqualTo(variable))
                .hasMessageStartingWith(variable + " ")
                .hasMessageContaining(messagePart);
    }
}
