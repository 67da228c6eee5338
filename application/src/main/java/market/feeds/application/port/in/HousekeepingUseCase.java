package market.feeds.application.port.in;

/**
 * Periodic cleanup: expired idempotency records, idle rate logs, old rejection pages, expired console sessions and
 * old failed sign-ins, and past the journal's retention its rows, finished product jobs and notifications.
 */
public interface HousekeepingUseCase {

    /** What one round removed, so that the operator can see the cleanup work (soak audit F6). */
    record Purged(int idempotencyRecords, int rateLogs, int rejections, int consoleRows, int journalRows,
                  int productJobs, int notifications) {

        public static final Purged NOTHING = new Purged(0, 0, 0, 0, 0, 0, 0);

        public boolean any() {
            return (long) idempotencyRecords + rateLogs + rejections + consoleRows + journalRows + productJobs
                    + notifications > 0;
        }
    }

    Purged purgeExpired();
}
