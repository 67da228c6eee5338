package market.feeds.adapters.http.vendorapi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;

/** {@code POST /v1/products} as a {@link WriteEndpoint}: the use case, the result's JSON and its row counts. */
final class ProductFeedShape implements WriteEndpoint.Shape<ProductFeedResult> {

    private final SubmitProductFeedUseCase useCase;
    private final HttpMetrics metrics;

    ProductFeedShape(SubmitProductFeedUseCase useCase, HttpMetrics metrics) {
        this.useCase = useCase;
        this.metrics = metrics;
    }

    @Override
    public WriteOutcome<ProductFeedResult> execute(WriteCommand command) {
        return useCase.submit(command);
    }

    @Override
    public ObjectNode json(ProductFeedResult result) {
        return ResultJson.productFeed(result);
    }

    @Override
    public String requestId(ProductFeedResult result) {
        return result.requestId();
    }

    @Override
    public void count(ProductFeedResult result) {
        metrics.rows(JournalEntry.PRODUCTS_ENDPOINT, "accepted", result.accepted());
        metrics.rows(JournalEntry.PRODUCTS_ENDPOINT, "rejected", result.rejectedTotal());
    }
}
