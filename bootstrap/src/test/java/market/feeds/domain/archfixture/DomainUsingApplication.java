package market.feeds.domain.archfixture;

import market.feeds.application.port.out.FeedFetcher;

/** ArchUnit fixture (test sources only): a domain class that reaches into the application layer. */
public final class DomainUsingApplication {

    public Class<?> forbidden() {
        return FeedFetcher.class;
    }
}
