package market.feeds.application.service;

import java.time.Clock;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.WhoAmIUseCase;
import market.feeds.domain.access.Scope;

/**
 * Confirms a key: the vendor's slug, the key's scopes and the server's time. The scopes come in the contract's order
 * ({@code products:write}, then {@code offers:write}), as the operator API lists the same key's (decision 0502).
 */
public final class WhoAmIService implements WhoAmIUseCase {

    private final Clock clock;

    public WhoAmIService(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Identity whoami(Caller caller, String requestId) {
        return new Identity(requestId, caller.vendor().slug(),
                caller.key().scopes().stream().sorted().map(Scope::wire).toList(), Timestamps.now(clock));
    }
}
