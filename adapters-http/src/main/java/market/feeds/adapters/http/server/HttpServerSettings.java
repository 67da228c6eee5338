package market.feeds.adapters.http.server;

import java.util.Objects;
import market.feeds.adapters.http.body.BodyIntake;

/**
 * Where the server listens, how it takes in bodies and how many threads serve requests; port 0 picks a free port
 * (tests only, the configuration refuses it).
 */
public record HttpServerSettings(String host, int port, BodyIntake bodyIntake, int maxThreads) {

    /** Javalin's own default for its Jetty pool, kept: slow bodies no longer hold the server's threads (0508). */
    public static final int DEFAULT_MAX_THREADS = 250;
    /** Below this Jetty has too few threads left for requests once its acceptors and selectors took theirs. */
    static final int MIN_THREADS = 8;

    public HttpServerSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(bodyIntake, "bodyIntake");
        if (host.isBlank()) {
            throw new IllegalArgumentException("host must not be blank");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0-65535, got " + port);
        }
        if (maxThreads < MIN_THREADS) {
            throw new IllegalArgumentException("maxThreads must be at least " + MIN_THREADS + ", got " + maxThreads);
        }
    }

    public HttpServerSettings(String host, int port, BodyIntake bodyIntake) {
        this(host, port, bodyIntake, DEFAULT_MAX_THREADS);
    }

    /** With the body budget sized from this process's heap and the documented body deadline. */
    public HttpServerSettings(String host, int port) {
        this(host, port, BodyIntake.forThisProcess());
    }
}
