package market.feeds.application.port.in;

/** {@code PATCH /v1/offers}: apply price, stock, moq and withdrawn flag of linked positions at once. */
public interface UpdateOffersUseCase {

    WriteOutcome<OfferUpdateResult> update(WriteCommand command);
}
