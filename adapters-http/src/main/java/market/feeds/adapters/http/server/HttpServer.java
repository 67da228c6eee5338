package market.feeds.adapters.http.server;

import io.javalin.Javalin;
import io.javalin.http.HandlerType;
import market.feeds.adapters.http.routing.MethodRefusal;
import java.net.BindException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import market.feeds.adapters.http.problem.ProblemErrorHandler;
import market.feeds.domain.limit.BodyLimit;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The service's one HTTP server (Javalin on Jetty): health, the favicon, request ids, access log, then the given
 * routes; a page that sets no security headers of its own gets the default ones ({@link PageHeaders}).
 */
public final class HttpServer implements AutoCloseable {

    /** The largest request body the server reads: 16 MiB, as the vendor contract allows. */
    public static final long MAX_REQUEST_BYTES = BodyLimit.BYTES;
    private static final long STOP_TIMEOUT_MS = 5_000;
    private static final Logger LOG = LoggerFactory.getLogger(HttpServer.class);

    private final Javalin javalin;

    private HttpServer(Javalin javalin) {
        this.javalin = javalin;
    }

    /**
     * Starts listening. {@code databaseAnswers} decides {@code GET /health}; {@code routes} are registered
     * in list order after it. A port that cannot be opened throws {@link ListenFailure}.
     */
    public static HttpServer start(HttpServerSettings settings, BooleanSupplier databaseAnswers, List<Routes> routes) {
        Objects.requireNonNull(databaseAnswers, "databaseAnswers");
        List<Routes> all = new ArrayList<>();
        all.add(new HealthRoute(databaseAnswers));
        all.add(new FaviconRoute());
        all.addAll(routes);
        Javalin javalin = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.http.maxRequestSize = MAX_REQUEST_BYTES;
            config.jetty.host = settings.host();
            config.jetty.port = settings.port();
            // Javalin's own pool, sized from the settings so that tests can show what happens once it is all busy.
            QueuedThreadPool pool = new QueuedThreadPool(settings.maxThreads(), HttpServerSettings.MIN_THREADS, 60_000);
            pool.setName("JettyServerThreadPool");
            config.jetty.threadPool = pool;
            // In-flight requests get this long to finish before Jetty closes their connections.
            config.jetty.modifyServer(server -> {
                server.setStopTimeout(STOP_TIMEOUT_MS);
                // Requests Jetty refuses before routing (bad URI, bad Content-Length, 431) still get problem+json.
                server.setErrorHandler(new ProblemErrorHandler(
                        path -> all.stream().anyMatch(group -> group.answersInClosedSet(path))));
            });
            config.requestLogger.http(AccessLog::log);
            config.routes.before(RequestIds::assign);
            config.routes.before(settings.bodyIntake()::attach);
            all.forEach(route -> route.register(config.routes));
            config.routes.after(PageHeaders::apply);
        });
        try {
            javalin.start();
        } catch (RuntimeException e) {
            throw bindFailure(e, settings).orElseThrow(() -> e);
        }
        LOG.info("HTTP server listening on {}:{}", settings.host(), javalin.port());
        return new HttpServer(javalin);
    }

    private static Optional<ListenFailure> bindFailure(RuntimeException failure, HttpServerSettings settings) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof BindException bind) {
                return Optional.of(new ListenFailure(settings.host(), settings.port(), bind));
            }
        }
        return Optional.empty();
    }

    /** The bound port (useful when started on port 0). */
    public int port() {
        return javalin.port();
    }

    /**
     * Every route served, as {@code "METHOD /path"} with Javalin's path templates: neither the HEAD twins of
     * GETs nor the 405 refusals of other methods (the route drift test compares this with the documents).
     */
    public List<String> routes() {
        return javalin.unsafe.internalRouter.allHttpHandlers().stream().map(parsed -> parsed.endpoint)
                .filter(endpoint -> endpoint.method.isHttpMethod() && !endpoint.method.equals(HandlerType.HEAD)
                        && endpoint.metadata(MethodRefusal.class) == null)
                .map(endpoint -> endpoint.method.name() + " " + endpoint.path).distinct().toList();
    }

    /** Stops accepting connections and lets in-flight requests finish (bounded by the stop timeout). */
    @Override
    public void close() {
        javalin.stop();
        LOG.info("HTTP server stopped");
    }
}
