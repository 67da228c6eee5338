package market.feeds.domain.archfixture;

import market.feeds.application.archfixture.CycleEnd;

/** ArchUnit fixture (test sources only): half of a cycle between the domain and application slices. */
public final class CycleStart {

    public CycleEnd next;
}
