package market.feeds.application.port.in;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.domain.Rejection;

/** {@code GET /v1/requests/{id}/rejections}: a page of a request's stored rejections. */
public interface PageRejectionsUseCase {

    int DEFAULT_LIMIT = 100;
    int MAX_LIMIT = 500;

    /** @param offset defaults to 0, limit to 100; out-of-range values give {@link Outcome.InvalidRequest} */
    Outcome page(Caller caller, String requestId, Optional<Integer> offset, Optional<Integer> limit);

    sealed interface Outcome {
        record Page(String requestId, int rejectedTotal, int offset, int limit, List<Rejection> rejected) implements Outcome {
            public Page {
                rejected = List.copyOf(rejected);
            }
        }

        /** No such request for this vendor. */
        record NotFound() implements Outcome {
        }

        record InvalidRequest(String detail) implements Outcome {
        }
    }
}
