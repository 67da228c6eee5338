package market.feeds.adapters.http.server;

import java.util.Objects;
import market.feeds.adapters.http.body.BodyIntake;

/**
 * Where the server listens and how it takes in bodies; port 0 picks a free port (tests only, the
 * configuration refuses it).
 */
public record HttpServerSettings(String host, int port, BodyIntake bodyIntake) {

    public HttpServerSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(bodyIntake, "bodyIntake");
        if (host.isBlank()) {
            throw new IllegalArgumentException("host must not be blank");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0-65535, got " + port);
        }
    }

    /** With the body budget sized from this process's heap and the documented body deadline. */
    public HttpServerSettings(String host, int port) {
        this(host, port, BodyIntake.forThisProcess());
    }
}
