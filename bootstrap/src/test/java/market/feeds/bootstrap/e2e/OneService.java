package market.feeds.bootstrap.e2e;

import static org.awaitility.Awaitility.await;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.sql.DataSource;
import market.feeds.adapters.http.support.Http;
import market.feeds.adapters.jdbc.testing.FaultyTcpProxy;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.port.out.HostResolver;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One {@link E2eService} for a whole test class, on a fresh schema dropped after the class:
 * {@code @RegisterExtension static final OneService service = OneService.perClass();}. It starts before the class's
 * own {@code @BeforeAll} methods, so those may seed data through it, and stops after its {@code @AfterAll} methods.
 */
public final class OneService implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private static final Duration HEALTHY_AGAIN = Duration.ofSeconds(30);

    private final Function<TestSchema, Map<String, String>> overrides;
    private final HostResolver resolver;
    private final List<AutoCloseable> resources;
    private final Consumer<OneService> afterEach;
    private TestSchema schema;
    private E2eService service;

    private OneService(Function<TestSchema, Map<String, String>> overrides, HostResolver resolver,
            List<AutoCloseable> resources, Consumer<OneService> afterEach) {
        this.overrides = overrides;
        this.resolver = resolver;
        this.resources = List.copyOf(resources);
        this.afterEach = afterEach;
    }

    /** The service with its default test settings. */
    public static OneService perClass() {
        return perClass(Map.of());
    }

    /** With extra environment, e.g. {@code FEEDS_RATE_OFFERS=2/PT60S}. */
    public static OneService perClass(Map<String, String> overrides) {
        return new OneService(schema -> overrides, null, List.of(), started -> { });
    }

    /** With extra environment and feed hosts resolved by {@code resolver} (see {@link E2eService}). */
    public static OneService perClass(Map<String, String> overrides, HostResolver resolver) {
        return new OneService(schema -> overrides, resolver, List.of(), started -> { });
    }

    /** Every feed host resolves to loopback and loopback is an allowed feed address, so any feed URL saves. */
    public static OneService withFeedHostsOnLoopback() {
        return perClass(Map.of("FEEDS_PULL_ALLOWED_CIDRS", "127.0.0.0/8"),
                (host, budget) -> new HostResolver.Resolution.Addresses(List.of(InetAddress.getLoopbackAddress())));
    }

    /**
     * Reaching the database only through {@code proxy}, so that a test can refuse, cut or stall its connections.
     * After each test the proxy is healed and the service awaited healthy, so no fault reaches the next test; the
     * proxy is closed after the class.
     */
    public static OneService throughProxy(FaultyTcpProxy proxy) {
        return new OneService(schema -> Map.of("FEEDS_DATABASE_URL",
                proxy.jdbcUrlFor(TestDatabase.endpoint().jdbcUrl()) + "?currentSchema=" + schema.name()),
                null, List.of(proxy), started -> {
                    proxy.heal();
                    await().atMost(HEALTHY_AGAIN)
                            .until(() -> started.http().json("GET", "/health", null, null).status() == 200);
                });
    }

    /**
     * Also closes {@code resource} after the class, once the service is stopped: what the service was started to
     * reach, e.g. a {@link LoopbackFeed}, outlives it as before.
     */
    public OneService closing(AutoCloseable resource) {
        List<AutoCloseable> more = new ArrayList<>(resources);
        more.add(resource);
        return new OneService(overrides, resolver, more, afterEach);
    }

    public Http http() {
        return started().http;
    }

    public Operator operator() {
        return started().operator;
    }

    public int port() {
        return started().port();
    }

    /** Every route the service serves, as "METHOD /path". */
    public List<String> routes() {
        return started().routes();
    }

    /** The service's own pool. */
    public DataSource database() {
        return started().database();
    }

    /** The schema the service runs on, for checks made past the service. */
    public TestSchema schema() {
        started();
        return schema;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        schema = TestDatabase.freshSchema();
        try {
            service = resolver == null
                    ? E2eService.start(schema, overrides.apply(schema))
                    : E2eService.start(schema, overrides.apply(schema), resolver);
        } catch (RuntimeException | Error e) {
            schema.close();
            schema = null;
            throw e;
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        afterEach.accept(this);
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        // Stops the service, then drops the schema, then closes the resources, each even if the one before fails.
        try (AutoCloseable closedLast = this::closeResources; TestSchema dropped = schema) {
            if (service != null) {
                service.close();
            }
        }
    }

    private void closeResources() throws Exception {
        for (AutoCloseable resource : resources) {
            resource.close();
        }
    }

    private E2eService started() {
        if (service == null) {
            throw new IllegalStateException("the service starts before the test class's @BeforeAll methods");
        }
        return service;
    }
}
