package market.feeds.adapters.http.vendorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;

/** {@code PATCH /v1/offers} as a {@link WriteEndpoint}: the use case, the result's JSON and its row counts. */
final class OfferUpdateShape implements WriteEndpoint.Shape<OfferUpdateResult> {

    private final UpdateOffersUseCase useCase;
    private final HttpMetrics metrics;

    OfferUpdateShape(UpdateOffersUseCase useCase, HttpMetrics metrics) {
        this.useCase = useCase;
        this.metrics = metrics;
    }

    @Override
    public WriteOutcome<OfferUpdateResult> execute(WriteCommand command) {
        return useCase.update(command);
    }

    @Override
    public ObjectNode json(OfferUpdateResult result) {
        return ResultJson.offerUpdate(result);
    }

    @Override
    public String requestId(OfferUpdateResult result) {
        return result.requestId();
    }

    @Override
    public void count(OfferUpdateResult result) {
        metrics.rows(JournalEntry.OFFERS_ENDPOINT, "applied", result.applied());
        metrics.rows(JournalEntry.OFFERS_ENDPOINT, "unchanged", result.unchanged());
        metrics.rows(JournalEntry.OFFERS_ENDPOINT, "rejected", result.rejectedTotal());
    }
}
