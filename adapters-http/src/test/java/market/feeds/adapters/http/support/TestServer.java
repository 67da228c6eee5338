package market.feeds.adapters.http.support;

import java.util.List;
import market.feeds.adapters.http.operatorapi.AdminRoutes;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.body.BodyIntake;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.adapters.http.metrics.MetricsRoutes;
import market.feeds.adapters.http.problem.ProblemRoutes;
import market.feeds.adapters.http.server.HttpServer;
import market.feeds.adapters.http.server.HttpServerSettings;
import market.feeds.adapters.http.server.Routes;
import market.feeds.adapters.http.vendorapi.VendorRoutes;

/** The whole HTTP adapter on a free port over the in-test use cases, wired the way bootstrap wires it. */
public final class TestServer implements AutoCloseable {

    public static final String OPERATOR_TOKEN = "op-token-9f8e7d6c5b4a";

    public final FakeVendorApi vendor = new FakeVendorApi();
    public final FakeAdminApi admin = new FakeAdminApi();
    public final HttpMetrics metrics = new HttpMetrics();
    private final HttpServer server;
    public final Http http;

    public TestServer() {
        this(BodyIntake.forThisProcess());
    }

    /** With its own body budget and deadline, for the tests of body intake. */
    public TestServer(BodyIntake bodyIntake) {
        this(bodyIntake, HttpServerSettings.DEFAULT_MAX_THREADS);
    }

    /** With its own body intake and a pool of {@code maxThreads}, to outnumber the server's threads cheaply. */
    public TestServer(BodyIntake bodyIntake, int maxThreads) {
        OperatorGuard guard = new OperatorGuard(OperatorGuard.sha256(OPERATOR_TOKEN));
        VendorRoutes.UseCases vendorUseCases = new VendorRoutes.UseCases(vendor, vendor, vendor, vendor, vendor, vendor);
        List<Routes> routes = List.of(new ProblemRoutes(), new MetricsRoutes(metrics, guard),
                new VendorRoutes(vendorUseCases, metrics), new AdminRoutes(admin.useCases(), guard), failing());
        metrics.bodies(bodyIntake);
        server = HttpServer.start(new HttpServerSettings("127.0.0.1", 0, bodyIntake, maxThreads), () -> true, routes);
        http = new Http(server.port());
    }

    /** A route whose handler fails unexpectedly, to see the 500 problem. */
    private static Routes failing() {
        return routes -> routes.get("/test/boom", ctx -> {
            throw new IllegalStateException("boom at the handler");
        });
    }

    public int port() {
        return server.port();
    }

    @Override
    public void close() {
        server.close();
    }
}
