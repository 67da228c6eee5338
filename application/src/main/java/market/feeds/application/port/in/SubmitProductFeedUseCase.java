package market.feeds.application.port.in;

/** {@code POST /v1/products}: judge the rows, queue the accepted ones for matching and review. */
public interface SubmitProductFeedUseCase {

    WriteOutcome<ProductFeedResult> submit(WriteCommand command);
}
