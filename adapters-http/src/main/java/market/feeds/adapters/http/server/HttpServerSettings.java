package market.feeds.adapters.http.server;

import java.util.Objects;

/** Where the server listens; port 0 picks a free port (tests only, the configuration refuses it). */
public record HttpServerSettings(String host, int port) {

    public HttpServerSettings {
        Objects.requireNonNull(host, "host");
        if (host.isBlank()) {
            throw new IllegalArgumentException("host must not be blank");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0-65535, got " + port);
        }
    }
}
