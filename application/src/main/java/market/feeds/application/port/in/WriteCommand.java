package market.feeds.application.port.in;

import java.util.Objects;
import java.util.Optional;
import market.feeds.application.model.Caller;

/**
 * A write request as the vendor sent it: the body bytes are judged by the use case, so HTTP and the feed
 * pull share one path.
 *
 * @param idempotencyKey the raw {@code Idempotency-Key} header, if sent (checked by the use case)
 */
public record WriteCommand(Caller caller, String requestId, boolean dryRun, Optional<String> idempotencyKey, byte[] body) {

    public WriteCommand {
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
        Objects.requireNonNull(body, "body");
    }
}
