package market.feeds.adapters.http.body;

/**
 * The server works on as many requests with a body as it lets in at once ({@link BodyReaders}): 503
 * {@code service_unavailable} with {@code Retry-After}, the body left unread and the connection closed; mapped in
 * {@code ProblemRoutes}.
 */
public final class BodyReadersBusy extends RuntimeException {

    public BodyReadersBusy() {
        super("The service is taking in as many request bodies as it can at once; nothing was applied. Retry after "
                + "the Retry-After seconds.", null, false, false);
    }
}
