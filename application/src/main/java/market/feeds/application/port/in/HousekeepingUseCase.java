package market.feeds.application.port.in;

/**
 * Periodic cleanup: expired idempotency records, idle rate logs, old rejection pages, expired console sessions and
 * old failed sign-ins.
 */
public interface HousekeepingUseCase {

    void purgeExpired();
}
