package market.feeds.application.service;

import java.time.Clock;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.out.IdGenerator;

/** {@code POST /v1/products}: the shared write path around the product feed's work ({@link ProductFeedEndpoint}). */
public final class SubmitProductFeedService implements SubmitProductFeedUseCase {

    /** §2: 20000 positions awaiting review or pending catalogue, or 10 open jobs, refuse the next feed. */
    public static final int MAX_UNRESOLVED = ProductFeedEndpoint.MAX_UNRESOLVED;
    public static final int MAX_OPEN_JOBS = ProductFeedEndpoint.MAX_OPEN_JOBS;

    private final WriteFlow flow;
    private final ProductFeedEndpoint endpoint;

    public SubmitProductFeedService(StrictJsonReader reader, Stores stores, IdGenerator ids, Clock clock) {
        this.flow = new WriteFlow(reader, stores.transactions(), stores.idempotency(), stores.journal(),
                stores.rejections(), clock);
        this.endpoint = new ProductFeedEndpoint(stores, ids, clock);
    }

    @Override
    public WriteOutcome<ProductFeedResult> submit(WriteCommand command) {
        return flow.run(command, endpoint);
    }
}
