package market.feeds.application.service;

import java.time.Clock;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;

/** {@code PATCH /v1/offers}: the shared write path around the offers work ({@link OfferUpdateEndpoint}). */
public final class UpdateOffersService implements UpdateOffersUseCase {

    private final WriteFlow flow;
    private final OfferUpdateEndpoint endpoint;

    public UpdateOffersService(StrictJsonReader reader, Stores stores, Clock clock) {
        this.flow = new WriteFlow(reader, stores.transactions(), stores.idempotency(), stores.journal(),
                stores.rejections(), clock);
        this.endpoint = new OfferUpdateEndpoint(stores, clock);
    }

    @Override
    public WriteOutcome<OfferUpdateResult> update(WriteCommand command) {
        return flow.run(command, endpoint);
    }
}
