package market.feeds.application.port.in;

/**
 * Periodic cleanup: expired idempotency records, idle rate logs, old rejection pages, expired console sessions and
 * old failed sign-ins.
 */
public interface HousekeepingUseCase {

    /** What one round removed, so that the operator can see the cleanup work (soak audit F6). */
    record Purged(int idempotencyRecords, int rateLogs, int rejections, int consoleRows) {

        public static final Purged NOTHING = new Purged(0, 0, 0, 0);

        public boolean any() {
            return idempotencyRecords + rateLogs + rejections + consoleRows > 0;
        }
    }

    Purged purgeExpired();
}
