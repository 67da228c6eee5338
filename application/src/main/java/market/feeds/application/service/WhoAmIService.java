package market.feeds.application.service;

import java.time.Clock;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.WhoAmIUseCase;
import market.feeds.domain.access.Scope;

/** Confirms a key: the vendor's slug, the key's scopes (wire names, sorted) and the server's time. */
public final class WhoAmIService implements WhoAmIUseCase {

    private final Clock clock;

    public WhoAmIService(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Identity whoami(Caller caller, String requestId) {
        return new Identity(requestId, caller.vendor().slug(),
                caller.key().scopes().stream().map(Scope::wire).sorted().toList(), Timestamps.now(clock));
    }
}
