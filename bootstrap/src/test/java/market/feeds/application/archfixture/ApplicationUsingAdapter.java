package market.feeds.application.archfixture;

import market.feeds.adapters.http.server.HttpServer;

/** ArchUnit fixture (test sources only): the application layer depending on an adapter. */
public final class ApplicationUsingAdapter {

    public int port(HttpServer server) {
        return server.port();
    }
}
