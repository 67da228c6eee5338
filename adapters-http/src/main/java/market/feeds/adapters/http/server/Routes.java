package market.feeds.adapters.http.server;

import io.javalin.config.RoutesConfig;

/** One group of endpoints (vendor API, operator API, …) that adds itself to the server at start. */
@FunctionalInterface
public interface Routes {

    void register(RoutesConfig routes);
}
