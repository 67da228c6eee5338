package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import market.feeds.application.model.JournalRetention;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.NotificationStore;
import market.feeds.application.port.out.OperatorSessionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.RateCounterStore;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.domain.limit.RateLimit;

/**
 * Purges what the service keeps only for a while: idempotency records after 24 hours (§2: at least 24 h),
 * rate logs idle for the longest rate window (a day), stored rejections after
 * {@link JournalRetention#REJECTIONS_KEPT} (decision 0405), console sessions once expired and failed sign-ins once
 * outside the throttle's window (decision 1001: a sign-in purges those too, but a console nobody signs in to would
 * otherwise keep every one), and journal rows, finished product jobs and notifications after the journal's retention
 * (decision 0016).
 */
public final class HousekeepingService implements HousekeepingUseCase {

    static final Duration IDEMPOTENCY_KEPT = Duration.ofHours(24);
    static final Duration RATE_WINDOWS_KEPT = RateLimit.LONGEST_WINDOW;

    private final IdempotencyStore idempotency;
    private final RateCounterStore rateCounters;
    private final RejectionLog rejections;
    private final OperatorSessionStore operatorSessions;
    private final RequestJournal journal;
    private final ProductJobQueue jobs;
    private final NotificationStore notifications;
    private final JournalRetention retention;
    private final Clock clock;

    public HousekeepingService(IdempotencyStore idempotency, RateCounterStore rateCounters, RejectionLog rejections,
                               OperatorSessionStore operatorSessions, RequestJournal journal, ProductJobQueue jobs,
                               NotificationStore notifications, JournalRetention retention, Clock clock) {
        this.idempotency = idempotency;
        this.rateCounters = rateCounters;
        this.rejections = rejections;
        this.operatorSessions = operatorSessions;
        this.journal = journal;
        this.jobs = jobs;
        this.notifications = notifications;
        this.retention = retention;
        this.clock = clock;
    }

    /**
     * In this order, from one {@code now}: the idempotency records and the rejections of the journal rows past the
     * retention (which is at least their 30 days) are gone before the journal purge starts, so on any node it finds
     * nothing of theirs left that another node's purge of those could be holding (decision 0016).
     */
    @Override
    public Purged purgeExpired() {
        Instant now = clock.instant();
        int idempotencyRecords = idempotency.purgeCreatedBefore(now.minus(IDEMPOTENCY_KEPT));
        int rateLogs = rateCounters.purgeLogsIdleBefore(now.minus(RATE_WINDOWS_KEPT));
        int storedRejections = rejections.purgeStoredBefore(now.minus(JournalRetention.REJECTIONS_KEPT));
        int consoleRows = operatorSessions.purge(now, now.minus(OperatorSessionsUseCase.FAILURE_WINDOW));
        Instant journalCutoff = now.minus(retention.kept());
        return new Purged(idempotencyRecords, rateLogs, storedRejections, consoleRows,
                journal.purgeCreatedBefore(journalCutoff), jobs.purgeFinishedCreatedBefore(journalCutoff),
                notifications.purgeCreatedBefore(journalCutoff));
    }
}
