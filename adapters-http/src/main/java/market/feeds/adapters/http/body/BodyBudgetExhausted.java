package market.feeds.adapters.http.body;

/**
 * No room came for a request body within {@link BodyBudget#MAX_WAIT}: the service is out of room for
 * another body and answers 503 {@code service_unavailable} with {@code Retry-After} (operations contract,
 * "When the service itself cannot serve"); mapped in {@code ProblemRoutes}.
 */
public final class BodyBudgetExhausted extends RuntimeException {

    public BodyBudgetExhausted() {
        super("The service is out of room for another request body; nothing was applied. Retry after the "
                + "Retry-After seconds.", null, false, false);
    }
}
