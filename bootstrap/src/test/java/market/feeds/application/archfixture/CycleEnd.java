package market.feeds.application.archfixture;

import market.feeds.domain.archfixture.CycleStart;

/** ArchUnit fixture (test sources only): the other half of the domain/application cycle. */
public final class CycleEnd {

    public CycleStart back;
}
