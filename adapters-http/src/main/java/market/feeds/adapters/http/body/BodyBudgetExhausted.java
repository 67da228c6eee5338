package market.feeds.adapters.http.body;

/**
 * No room came for a request body within {@link BodyBudget#MAX_WAIT}: the service is out of room for
 * another body and answers 503 {@code service_unavailable} with {@code Retry-After} (operations contract,
 * "When the service itself cannot serve").
 */
public final class BodyBudgetExhausted extends RuntimeException {

    /** Seconds a client is asked to wait before sending the body again. */
    public static final int RETRY_AFTER_SECONDS = 2;

    public BodyBudgetExhausted() {
        super("The service is out of room for another request body; retry after " + RETRY_AFTER_SECONDS + " s.");
    }
}
