package market.feeds.application.port.in;

/** Periodic cleanup: expired idempotency records, old rate windows and old rejection pages. */
public interface HousekeepingUseCase {

    void purgeExpired();
}
