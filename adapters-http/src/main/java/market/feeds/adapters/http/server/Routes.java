package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;

/** One group of endpoints (vendor API, operator API, …) that adds itself to the server at start. */
@FunctionalInterface
public interface Routes {

    void register(RoutesConfig routes);

    /**
     * Whether a request to {@code path} that Jetty refuses before routing must still be answered with the write
     * endpoints' closed set of codes (operations contract §2: no code outside it is invented for them).
     */
    default boolean answersInClosedSet(String path) {
        return false;
    }
}
