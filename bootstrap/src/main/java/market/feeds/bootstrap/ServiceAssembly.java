package market.feeds.bootstrap;

import com.zaxxer.hikari.HikariDataSource;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.port.out.HostResolver;
import market.feeds.adapters.feedpull.fetch.DnsHostResolver;
import market.feeds.adapters.feedpull.fetch.FetchSettings;
import market.feeds.adapters.feedpull.fetch.SafeFeedFetcher;
import market.feeds.adapters.feedpull.schedule.QuartzPullScheduler;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.adapters.feedpull.secret.WarningSecretBox;
import market.feeds.adapters.http.operatorapi.AdminRoutes;
import market.feeds.adapters.http.console.ConsoleRoutes;
import market.feeds.adapters.jdbc.store.WritePathRehearsal;
import market.feeds.bootstrap.warmup.OffersPathWarmUp;
import market.feeds.application.service.FindVendorsService;
import market.feeds.application.service.ListWarehousesService;
import market.feeds.application.service.OperatorSessionsService;
import market.feeds.application.service.PageReviewService;
import market.feeds.application.service.ReviewBacklogService;
import market.feeds.application.service.PageRunRejectionsService;
import market.feeds.application.service.SearchCatalogService;
import market.feeds.docs.CodeGlossary;
import java.util.HexFormat;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.body.BodyIntake;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.adapters.http.metrics.MeteredFeedPull;
import market.feeds.adapters.http.metrics.MetricsRoutes;
import market.feeds.adapters.http.problem.ProblemRoutes;
import market.feeds.adapters.http.vendorapi.VendorRoutes;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;
import market.feeds.bootstrap.background.BackgroundWork;
import market.feeds.bootstrap.web.ContractDocsRoutes;
import javax.sql.DataSource;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.adapters.http.server.Routes;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.DatabaseHealth;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.infra.IncompatibleCluster;
import market.feeds.adapters.jdbc.infra.SchemaCheck;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.infra.SchemaVersions;
import market.feeds.adapters.jdbc.infra.SealedSecrets;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.bootstrap.config.Secret;
import market.feeds.bootstrap.config.ServiceConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The whole service wired by hand, in the order config → database → migrations → stores → use cases →
 * HTTP and scheduler. Each part is started through the {@link Lifecycle}, which stops them in reverse.
 */
public final class ServiceAssembly {

    private static final Logger LOG = LoggerFactory.getLogger(ServiceAssembly.class);
    private static final int POOL_SIZE = 16;
    private static final int PULL_THREADS = 2;
    private static final Duration JOB_POLL = Duration.ofMillis(250);
    private static final Duration HOUSEKEEPING_EVERY = Duration.ofMinutes(10);
    /** A run left unarmed by a race or a crash is armed again within this, on every process (decision 0603). */
    private static final Duration PULL_RECONCILIATION_EVERY = Duration.ofMinutes(2);
    /** A feed run dropped unjournaled is journaled within this of its lease's end plus the round's grace (0410). */
    private static final Duration DROPPED_FEED_RUNS_EVERY = Duration.ofMinutes(1);

    private final HttpServer http;
    private final DataSource dataSource;
    private final OperatorTokenHash operatorTokenHash;

    private ServiceAssembly(HttpServer http, DataSource dataSource, OperatorTokenHash operatorTokenHash) {
        this.http = http;
        this.dataSource = dataSource;
        this.operatorTokenHash = operatorTokenHash;
    }

    /** Starts everything; on failure, whatever was started is stopped by {@code lifecycle.close()}. */
    public static ServiceAssembly start(ServiceConfig config, Lifecycle lifecycle, PrintStream console) {
        return start(config, lifecycle, console, Optional.empty());
    }

    /**
     * As {@link #start(ServiceConfig, Lifecycle, PrintStream)}, resolving feed hosts with {@code resolver} instead of
     * the system DNS: tests map a registrable test hostname to loopback this way, since the service refuses
     * {@code localhost} and IP literals as feed addresses.
     */
    public static ServiceAssembly start(ServiceConfig config, Lifecycle lifecycle, PrintStream console,
                                        Optional<HostResolver> resolverOverride) {
        StartSteps steps = new StartSteps();
        try {
            return start(config, lifecycle, console, resolverOverride, steps);
        } catch (RuntimeException e) {
            throw steps.explained(e);
        }
    }

    private static ServiceAssembly start(ServiceConfig config, Lifecycle lifecycle, PrintStream console,
                                         Optional<HostResolver> resolverOverride, StartSteps steps) {
        // Which release this node runs, for a rolling deploy; the schema line after the migrations adds the newest
        // migration the build carries (audit 26 upgrade F3).
        Optional<String> release = Release.ofThisJar();
        LOG.info("vendor-feed-ingest {} starting on Java {}", release.orElse("(version unknown: not the release jar)"),
                Runtime.version());
        SecureRandom random = new SecureRandom();
        if (!config.pullAllowedCidrs().isEmpty()) {
            LOG.warn("!!! TEST ONLY: FEEDS_PULL_ALLOWED_CIDRS lets the feed pull connect to private/loopback"
                    + " ranges {} !!! Never set it in production.", config.pullAllowedCidrs());
        }
        if (config.databaseCredentialsWithoutUrl()) {
            // An unmounted secret or a ${DB_URL} that expanded to nothing: the operator meant an external database.
            LOG.warn("FEEDS_DATABASE_USER or FEEDS_DATABASE_PASSWORD is set but FEEDS_DATABASE_URL is not: starting the"
                    + " EMBEDDED database in {}, not an external one. Set FEEDS_DATABASE_URL, or unset the"
                    + " credentials.", config.dataDir());
        }
        DataDirectory dataDir = DataDirectory.prepare(config.dataDir());

        // Nothing listens before the database is reached and migrated (decision 0007, amended).
        DatabaseEndpoint endpoint = config.externalDatabase()
                .map(database -> reachedExternal(database, steps))
                .orElseGet(() -> lifecycle.start("embedded PostgreSQL",
                        () -> startedEmbedded(dataDir)).endpoint());
        steps.now("the connection pool's creation");
        HikariDataSource pool = config.externalDatabase().isPresent()
                ? firstConnected(lifecycle.start("connection pool",
                        () -> PooledDataSources.createUnseeded(endpoint, "feeds", POOL_SIZE)))
                : lifecycle.start("connection pool", () -> PooledDataSources.create(endpoint, "feeds", POOL_SIZE));
        steps.now("the migrations");
        AtomicReference<SchemaVersions> schema = new AtomicReference<>();
        lifecycle.run("migrations", () -> schema.set(HaltedMigrations.explained(endpoint.where(),
                () -> MigrationPrivileges.migrate(pool, endpoint.where(), endpoint.user().orElse("the role")))));

        // The key encrypts stored feed tokens; the token cipher takes it when the feed store is wired.
        Secret secretKey = config.secretKey()
                .orElseGet(() -> SecretKeyFile.loadOrCreate(dataDir.secretKeyFile(), random));
        AesGcmSecretBox secretBox = new AesGcmSecretBox(secretKey.bytes(), random);
        JdbcStores jdbcStores = JdbcStores.create(pool);
        Stores stores = jdbcStores.asStores();
        ServiceSettings serviceSettings = new ServiceSettings(pool);
        // Early, and long before the operator token: a start refused here has stored and shown nothing.
        steps.now("the secret-key check");
        verifySecretKey(config, dataDir, new SealedSecrets(pool), serviceSettings, stores, secretBox, random);
        SealedTokenCheck.warnIfUnopenable(stores.feedSettings(), secretBox);

        Clock clock = Clock.systemUTC();
        steps.now("the clock check");
        ClockCheck clockCheck = new ClockCheck(pool, clock);
        clockCheck.run();
        String instanceId = "feeds-" + UUID.randomUUID();
        steps.now("the pull scheduler's start");
        HostResolver resolver = resolverOverride.orElseGet(() -> lifecycle.start("DNS resolver", DnsHostResolver::new));
        QuartzPullScheduler scheduler = lifecycle.start("pull scheduler",
                () -> new QuartzPullScheduler(pool, instanceId, PULL_THREADS));
        SafeFeedFetcher fetcher = new SafeFeedFetcher(resolver, fetchSettings(config));
        UseCases useCases = new UseCases(stores,
                new UseCases.Surroundings(clock, new UuidIdGenerator(), random, new WarningSecretBox(secretBox,
                        () -> SecretKeyCheck.stillOpens(serviceSettings, secretBox)), fetcher, resolver, scheduler),
                new UseCases.Settings(config.rateProducts(), config.rateOffers(), config.pullAllowedCidrs(),
                        config.journalRetention(), config.pullConditionalGet()));
        HttpMetrics metrics = new HttpMetrics();
        BodyIntake bodyIntake = BodyIntake.forThisProcess();
        HeapCheck.warning(Runtime.getRuntime().maxMemory(), bodyIntake.budget()).ifPresent(LOG::warn);
        metrics.bodies(bodyIntake);
        metrics.release(release.orElse("unknown"), schema.get().newestInBuild().toString());
        metrics.clockOffset(clockCheck::offsetSeconds);
        metrics.backlogs(useCases.watchBacklogs());
        ProcessMeters.bind(metrics, pool);
        RunFeedPullUseCase pulls = new MeteredFeedPull(useCases.runFeedPull(), metrics);
        if (config.pullEnabled()) {
            ReconcilePullsUseCase.Reconciliation repaired = useCases.reconcilePulls().reconcile();
            BackgroundWork.missedRunsSaid(repaired);
            // The count is of runs this start had to arm again, not of the runs planned: those were armed before.
            LOG.info("pull scheduler running ({} vendor run(s) re-armed at start to match their settings)",
                    repaired.armed());
            scheduler.startRuns(pulls);
        } else {
            LOG.info("pull scheduler not running in this process (FEEDS_PULL_ENABLED=false): saved settings still arm"
                    + " daily runs, which a node with the scheduler runs; run now works here");
        }
        // Said at every start: the release before session 32 fetched conditionally by default (decision 0601, amended).
        LOG.info(config.pullConditionalGet() == ConditionalGet.ON
                ? "feed pull asks If-None-Match / If-Modified-Since with the validators of the last feed applied without"
                        + " rejections (FEEDS_PULL_CONDITIONAL_GET=true): a 304 is a succeeded not_modified run"
                : "feed pull fetches with a plain GET (FEEDS_PULL_CONDITIONAL_GET=false): every run reads the whole"
                        + " feed; a 304 is feed_http_error");
        // Said at every start: an upgrade from a release that kept the journal for good starts purging here (s30u F1).
        long everyMinutes = HOUSEKEEPING_EVERY.toMinutes();
        LOG.info("housekeeping keeps journal rows, finished product jobs and notifications for {} days"
                + " (FEEDS_JOURNAL_RETENTION); older ones are deleted every {} min from {} min after the start",
                config.journalRetention().kept().toDays(), everyMinutes, everyMinutes);
        BackgroundWork background = lifecycle.start("background work", () -> new BackgroundWork(
                useCases.workProductJobs(), instanceId, JOB_POLL, useCases.housekeeping(), HOUSEKEEPING_EVERY));
        background.every("clock check", ClockCheck.EVERY, clockCheck::run);
        background.droppedFeedRuns(useCases.recordDroppedRuns(), DROPPED_FEED_RUNS_EVERY);
        if (config.pullEnabled()) {
            background.pullReconciliation(useCases.reconcilePulls(), PULL_RECONCILIATION_EVERY);
        }

        steps.now("the offers path's warm-up");
        // The service's own store instances: their Jdbi keeps the parsed statements the first request then finds.
        WritePathRehearsal rehearsal = new WritePathRehearsal(jdbcStores.transactions(), jdbcStores.offerUpdates());
        try {
            Duration warmUp = OffersPathWarmUp.run(() -> rehearsal.run(OffersPathWarmUp.ROWS));
            LOG.info("offers path warmed up in {} ms", warmUp.toMillis());
        } catch (RuntimeException e) {
            // A warm-up only makes the first requests faster: it must never keep the service from starting.
            LOG.warn("offers path warm-up failed, serving without it: {}", e.toString());
        }

        // Right before the server starts: a generated token is stored and shown only once the service listens.
        steps.now("the operator-token step");
        PendingOperatorToken operatorToken = lifecycle.start("operator token", () -> OperatorTokens.begin(
                config.adminToken(), serviceSettings, pool, random));
        OperatorTokenHash tokenHash = operatorToken.hash();
        OperatorGuard guard = OperatorGuard.ofSha256Hex(tokenHash.sha256Hex());
        List<Routes> routes = List.of(new ProblemRoutes(), new VendorRoutes(vendorUseCases(useCases), metrics),
                new AdminRoutes(adminUseCases(useCases, pulls), guard), new MetricsRoutes(metrics, guard),
                new ContractDocsRoutes(guard), consoleRoutes(useCases, stores, pulls, tokenHash, random, clock));

        steps.now("the HTTP server's start");
        HttpServer http = lifecycle.start("HTTP server", () -> new HttpServerStop(HttpServer.start(
                new HttpServerSettings(config.httpHost(), config.httpPort(), bodyIntake), new DatabaseHealth(pool),
                routes), jdbcStores.transactions()::endDatabaseWaits)).server();
        // Starts nothing: registered last so that a stop ends the pulls under way first, while the HTTP server can
        // still answer the operator waiting on one and the pool can still journal it (decision 0606).
        lifecycle.start("feed pulls under way", () -> new PullsAtStop(scheduler, fetcher));
        steps.now("storing the operator token");
        operatorToken.shown(console);
        LOG.info("service started on port {} with the {} database", http.port(),
                config.embeddedDatabase() ? "embedded" : "external");
        return new ServiceAssembly(http, pool, tokenHash);
    }

    /** Pins the database to the key, rotating it from FEEDS_SECRET_KEY_PREVIOUS when that is set (decision 0006). */
    private static void verifySecretKey(ServiceConfig config, DataDirectory dataDir, SealedSecrets sealed,
                                        ServiceSettings serviceSettings, Stores stores, AesGcmSecretBox secretBox,
                                        SecureRandom random) {
        boolean generated = config.secretKey().isEmpty();
        if (config.secretKeyPrevious().isEmpty()) {
            SecretKeyCheck.verify(serviceSettings, stores.feedSettings(), secretBox, generated);
            return;
        }
        Secret previous = config.secretKeyPrevious().get();
        SecretKeyRotation.verify(sealed, serviceSettings,
                stores.feedSettings(), secretBox, new AesGcmSecretBox(previous.bytes(), random), generated);
        if (config.embeddedDatabase() && config.secretKey().isPresent()
                && SecretKeyFile.followRotation(dataDir.secretKeyFile(), previous, config.secretKey().get())) {
            LOG.info("FEEDS_DATA_DIR/secret.key held FEEDS_SECRET_KEY_PREVIOUS and now holds FEEDS_SECRET_KEY: later "
                    + "starts without either variable use the new key");
        }
    }

    private static VendorRoutes.UseCases vendorUseCases(UseCases u) {
        return new VendorRoutes.UseCases(u.authorizeVendor(), u.admitRequest(), u.whoAmI(), u.submitProductFeed(),
                u.updateOffers(), u.pageRejections());
    }

    private static AdminRoutes.UseCases adminUseCases(UseCases u, RunFeedPullUseCase pulls) {
        return new AdminRoutes.UseCases(u.manageVendors(), u.manageWarehouses(), u.manageApiKeys(), u.manageCatalog(),
                u.reviewPositions(), u.manageOffers(), u.manageFeed(), pulls, u.readJournal());
    }

    /** The console's own reads and sessions are wired here, beside the operator use cases they sit on. */
    private static ConsoleRoutes consoleRoutes(UseCases u, Stores s, RunFeedPullUseCase pulls, OperatorTokenHash hash,
                                               SecureRandom random, Clock clock) {
        OperatorSessionsService sessions = new OperatorSessionsService(
                s.operatorSessions(), HexFormat.of().parseHex(hash.sha256Hex()), random, clock);
        return new ConsoleRoutes(new ConsoleRoutes.UseCases(sessions, new FindVendorsService(s.vendors()),
                u.manageVendors(), u.manageWarehouses(), new ListWarehousesService(s.vendors(), s.warehouses()),
                u.manageApiKeys(), new ReviewBacklogService(s.positions(), s.vendors()), new PageReviewService(s.vendors(), s.positions(), s.catalog()), u.reviewPositions(),
                new SearchCatalogService(s.catalog()), u.manageOffers(), u.manageFeed(), pulls, u.readJournal(),
                new PageRunRejectionsService(s.vendors(), s.journal(), s.rejections())), CodeGlossary::meaning, clock);
    }

    private static FetchSettings fetchSettings(ServiceConfig config) {
        FetchSettings settings = FetchSettings.defaults().withPort(config.pullPort())
                .withAllowedCidrs(config.pullAllowedCidrs());
        return config.pullTrustPem().map(settings::withExtraTrustPem).orElse(settings);
    }

    /** The embedded cluster in the data directory, as the service and the copy command start it. */
    static EmbeddedDatabase startedEmbedded(DataDirectory dataDir) {
        try {
            return EmbeddedDatabase.startDurable(dataDir.postgres());
        } catch (IncompatibleCluster e) {
            throw new DatabaseStartFailure(DatabaseStartFailure.Kind.REFUSED, "embedded database: " + e.getMessage());
        }
    }

    /**
     * The pool's first connection, within the pool's 2 s connection timeout: an external database gone since the start
     * reached it, or silent, ends the start then, not after Hikari's 30 s of retries (decision 0007, amended).
     */
    private static HikariDataSource firstConnected(HikariDataSource pool) {
        try (Connection first = pool.getConnection()) {
            return pool;
        } catch (SQLException e) {
            throw new IllegalStateException("the connection pool could not open its first connection", e);
        }
    }

    /** The external database reached within its start wait, its search path checked (decision 0007, amended). */
    static DatabaseEndpoint reachedExternal(ServiceConfig.ExternalDatabase database, StartSteps steps) {
        DatabaseEndpoint endpoint =
                new DatabaseEndpoint(database.jdbcUrl(), database.user(), database.password().map(Secret::text));
        DatabaseStartWait.untilReachable(endpoint, database.startWait());
        steps.reached(endpoint.where());
        steps.now("the schema check");
        Optional<String> refusal;
        try {
            refusal = SchemaCheck.refusal(endpoint);
        } catch (SQLException e) {
            throw new IllegalStateException("could not check the schema of " + endpoint.where(), e);
        }
        refusal.ifPresent(why -> {
            throw new DatabaseStartFailure(DatabaseStartFailure.Kind.REFUSED,
                    "database refused the service: " + endpoint.where() + ": " + why);
        });
        return endpoint;
    }

    public int httpPort() {
        return http.port();
    }

    /** Every route the HTTP server serves ({@link HttpServer#routes()}). */
    public List<String> httpRoutes() {
        return http.routes();
    }

    public DataSource dataSource() {
        return dataSource;
    }

    public OperatorTokenHash operatorTokenHash() {
        return operatorTokenHash;
    }
}
