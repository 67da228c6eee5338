package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.zaxxer.hikari.HikariDataSource;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.config.Secret;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;

/** The operator token: generated once and printed once, only its hash stored; FEEDS_ADMIN_TOKEN wins. */
@ExtendWith(FreshSchemaExtension.class)
class OperatorTokensTest {

    private static final Pattern TOKEN = Pattern.compile("fdadm_[A-Za-z0-9_-]{43}");

    private final TestSchema schema;
    private final ServiceSettings settings;
    private final DataSource pool;
    private final SecureRandom random = new SecureRandom();

    OperatorTokensTest(TestSchema schema) {
        this.schema = schema;
        this.pool = schema.dataSource();
        this.settings = new ServiceSettings(pool);
    }

    /** Audit 24 F2: nothing is stored or shown before the service listens, when the start says so. */
    @Test
    void aGeneratedTokenIsStoredAndShownOnlyOnceTheServiceListens() {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PendingOperatorToken failedStart = OperatorTokens.begin(Optional.empty(), settings, pool, random)) {
            assertThat(settings.find(OperatorTokens.SETTING)).isEmpty();
        }
        OperatorTokenHash served = resolve(Optional.empty(), console(out));

        Matcher token = TOKEN.matcher(out.toString(StandardCharsets.UTF_8));
        assertThat(token.find()).as("the start that serves shows a token").isTrue();
        assertThat(served).isEqualTo(OperatorTokenHash.of(token.group()));
        assertThat(settings.find(OperatorTokens.SETTING)).contains(served.sha256Hex());
    }

    /** Decision 0006: two nodes starting at once; the second waits for the first's token and shows none. */
    @Test
    void aNodeStartingWhileAnotherIssuesTheTokenWaitsAndServesWithThatToken() throws Exception {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        ByteArrayOutputStream second = new ByteArrayOutputStream();
        PendingOperatorToken issuing = OperatorTokens.begin(Optional.empty(), settings, pool, random);
        CompletableFuture<OperatorTokenHash> other = CompletableFuture.supplyAsync(() ->
                resolve(Optional.empty(), console(second)));

        await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(5)).until(() -> !other.isDone());
        issuing.shown(console(first));

        assertThat(other.get(30, TimeUnit.SECONDS)).isEqualTo(issuing.hash());
        assertThat(TOKEN.matcher(first.toString(StandardCharsets.UTF_8)).find()).isTrue();
        assertThat(second.toString(StandardCharsets.UTF_8)).doesNotContain("fdadm_");
    }

    /**
     * Audit 25 F1b: a first start lost its network while it held the turn, and the server, never told, kept the
     * turn for its TCP keepalive (2 h 11 min): every later start without FEEDS_ADMIN_TOKEN failed after 35 s. The
     * server now ends the silent holder's session after the turn's idle limit, within the next start's wait.
     */
    @Test
    void aTurnWhoseHolderVanishedNoLongerKeepsTheNextStartFromIssuingTheToken() throws Exception {
        settings.remove(OperatorTokens.SETTING);
        try (FaultyTcpProxy proxy = FaultyTcpProxy.toTestDatabase();
             HikariDataSource vanishing = PooledDataSources.create(proxy.testDatabaseEndpoint(), "vanishing", 2,
                     Optional.of(schema.name()))) {
            OperatorTokens.begin(Optional.empty(), new ServiceSettings(vanishing), vanishing, random);
            proxy.partition();

            ByteArrayOutputStream out = new ByteArrayOutputStream();
            CompletableFuture<OperatorTokenHash> next = CompletableFuture.supplyAsync(() ->
                    resolve(Optional.empty(), console(out)));

            await().atMost(Duration.ofSeconds(60)).until(next::isDone);
            OperatorTokenHash served = next.get();
            Matcher token = TOKEN.matcher(out.toString(StandardCharsets.UTF_8));
            assertThat(token.find()).as("the next start issues and shows the token").isTrue();
            assertThat(served).isEqualTo(OperatorTokenHash.of(token.group()));
        }
    }

    /** Decision 0006: only a start that finds no stored token takes the turn, so a held turn delays no other. */
    @Test
    void aStartThatFindsTheTokenStoredLoadsItWithoutWaitingForTheTurn() throws Exception {
        settings.remove(OperatorTokens.SETTING);
        OperatorTokenHash stored = resolve(Optional.empty(), console(new ByteArrayOutputStream()));
        try (Connection holder = pool.getConnection()) {
            holder.setAutoCommit(false);
            try (Statement lock = holder.createStatement()) {
                lock.execute("SELECT pg_advisory_xact_lock(" + OperatorTokens.ISSUE_TURN.key() + ")");
            }
            CompletableFuture<OperatorTokenHash> next = CompletableFuture.supplyAsync(() ->
                    resolve(Optional.empty(), console(new ByteArrayOutputStream())));

            await().atMost(Duration.ofSeconds(60)).until(next::isDone);
            assertThat(next.get()).isEqualTo(stored);
            holder.rollback();
        }
    }

    @Test
    void generatedOnFirstStartPrintedOnceAndOnlyItsHashStored() {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        OperatorTokenHash hash = resolve(Optional.empty(), console(first));

        Matcher token = TOKEN.matcher(first.toString(StandardCharsets.UTF_8));
        assertThat(token.find()).isTrue();
        assertThat(hash).isEqualTo(OperatorTokenHash.of(token.group()));
        assertThat(settings.find(OperatorTokens.SETTING)).contains(hash.sha256Hex());

        ByteArrayOutputStream second = new ByteArrayOutputStream();
        assertThat(resolve(Optional.empty(), console(second))).isEqualTo(hash);
        assertThat(second.toString(StandardCharsets.UTF_8)).doesNotContain("fdadm_");
    }

    @Test
    void configuredTokenIsHashedInMemoryAndNeverPrinted() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OperatorTokenHash hash = resolve(Optional.of(Secret.ofText("my-admin-token")), console(out));
        assertThat(hash).isEqualTo(OperatorTokenHash.of("my-admin-token"));
        assertThat(out.size()).isZero();
    }

    @Test
    void aConfiguredTokenRetiresTheGeneratedOneForGood() {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        OperatorTokenHash generated = resolve(Optional.empty(), console(first));

        resolve(Optional.of(Secret.ofText("replacing-token")), console(first));
        ByteArrayOutputStream afterwards = new ByteArrayOutputStream();
        OperatorTokenHash withoutVariable = resolve(Optional.empty(), console(afterwards));

        assertThat(withoutVariable).as("the generated token stays retired").isNotEqualTo(generated);
        assertThat(TOKEN.matcher(afterwards.toString(StandardCharsets.UTF_8)).find())
                .as("a new token is generated and printed once").isTrue();
    }

    /** Audit 24 F11: a one-character token guarded the whole operator API without a word. */
    @Test
    void aConfiguredTokenShorterThan32CharactersIsAcceptedWithOneWarningThatDoesNotShowIt() {
        settings.remove(OperatorTokens.SETTING);
        Logger logger = (Logger) LoggerFactory.getLogger(OperatorTokens.class);
        ListAppender<ILoggingEvent> events = new ListAppender<>();
        events.start();
        logger.addAppender(events);
        try {
            String shortToken = "s3cr3t-but-too-short";
            OperatorTokenHash hash = resolve(Optional.of(Secret.ofText(shortToken)),
                    console(new ByteArrayOutputStream()));
            resolve(Optional.of(Secret.ofText("x".repeat(OperatorTokens.SHORTEST_ADVISED))),
                    console(new ByteArrayOutputStream()));

            assertThat(hash).isEqualTo(OperatorTokenHash.of(shortToken));
            List<String> warnings = events.list.stream().filter(event -> event.getLevel() == Level.WARN)
                    .map(ILoggingEvent::getFormattedMessage).toList();
            assertThat(warnings).singleElement().asString().contains("FEEDS_ADMIN_TOKEN", "32")
                    .doesNotContain(shortToken);
        } finally {
            logger.detachAppender(events);
        }
    }

    @Test
    void hashIsLowerCaseSha256Hex() {
        assertThat(OperatorTokenHash.of("abc").sha256Hex())
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    private OperatorTokenHash resolve(Optional<Secret> configured, PrintStream console) {
        PendingOperatorToken token = OperatorTokens.begin(configured, settings, pool, random);
        token.shown(console);
        return token.hash();
    }

    private static PrintStream console(ByteArrayOutputStream out) {
        return new PrintStream(out, true, StandardCharsets.UTF_8);
    }
}
