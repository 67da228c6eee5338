package market.feeds.application.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Notification;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.RecordDroppedRunsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase.ScheduledRun;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.application.port.out.FeedRunLeases;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.NotificationStore;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.SecretBox;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.code.PullRunCode;

/**
 * The feed pull: lease, fetch, read, then apply exactly like {@code PATCH /v1/offers} in one transaction that
 * first checks the lease still holds. Every run is journaled, a run dropped before it could be as {@code lease_expired}
 * (decision 0410); a failure the vendor can act on also notifies. A 304 to the conditional fetch, when the operator
 * turned it on, is a succeeded run that applies nothing (decision 0601). An inactive vendor's feed is not pulled,
 * checked before the fetch and again under lock in the apply transaction (decision 0604).
 */
public final class RunFeedPullService implements RunFeedPullUseCase {

    /** Covers the 6 s resolve, the 20 s fetch and applying 5000 rows, with room to spare. */
    static final Duration LEASE = Duration.ofMinutes(2);

    private final VendorStore vendors;
    private final FeedSettingsStore feedSettings;
    private final FeedRunLeases feedLeases;
    private final UnreleasedLeases unreleased;
    private final DroppedRuns droppedRuns;
    private final Transactions transactions;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final NotificationStore notifications;
    private final OfferApplication offers;
    private final FeedReading feedReading;
    private final PlannedRuns plannedRuns;
    private final IdGenerator ids;
    private final Clock clock;
    private final ConditionalGet conditionalGet;

    public RunFeedPullService(VendorStore vendors, FeedSettingsStore feedSettings, FeedRunLeases feedLeases,
                              Transactions transactions, RequestJournal journal, RejectionLog rejections,
                              NotificationStore notifications, OfferUpdates offerUpdates, StrictJsonReader reader,
                              SecretBox secretBox, FeedFetcher fetcher, PullScheduler scheduler, IdGenerator ids,
                              Clock clock, ConditionalGet conditionalGet) {
        this.vendors = vendors;
        this.feedSettings = feedSettings;
        this.feedLeases = feedLeases;
        this.unreleased = new UnreleasedLeases(feedLeases);
        this.droppedRuns = new DroppedRuns(feedLeases, transactions, journal, clock);
        this.transactions = transactions;
        this.journal = journal;
        this.rejections = rejections;
        this.notifications = notifications;
        this.offers = new OfferApplication(offerUpdates);
        this.feedReading = new FeedReading(secretBox, fetcher, reader);
        this.plannedRuns = new PlannedRuns(feedSettings, scheduler, journal, feedLeases, clock);
        this.ids = ids;
        this.clock = clock;
        this.conditionalGet = conditionalGet;
    }

    /**
     * The round of dropped runs (decision 0410), sharing this pull's leases the database was away to take back: it
     * gives them back too, so their runs are journaled within a round of the database's return.
     */
    RecordDroppedRunsUseCase droppedRunsRound() {
        return new RecordDroppedRunsService(droppedRuns, unreleased, clock);
    }

    /**
     * A vendor without feed settings has nothing to run, and an inactive vendor's feed is not pulled: conflicts of
     * state (operations contract §3), with nothing fetched, no journal row and no notification. A vendor turned
     * inactive while its feed was being fetched is the same conflict, and nothing of the feed is applied.
     * {@code feed_not_found} is for settings that disappear during a run.
     */
    @Override
    public AdminResult<FeedRun> runNow(String vendorSlug) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        if (!vendor.get().active()) {
            return AdminResult.conflict("vendor " + vendorSlug + " is inactive; its feed is not pulled");
        }
        Optional<FeedSettings> settings = feedSettings.find(vendor.get().id());
        if (settings.isEmpty()) {
            return AdminResult.conflict("vendor " + vendorSlug + " has no feed settings");
        }
        // "Run now" plans nothing: the daily plan moves on with the scheduled runs alone.
        Runnable noPlanToMove = () -> { };
        return run(vendor.get(), settings.get(), noPlanToMove).<AdminResult<FeedRun>>map(AdminResult::ok)
                .orElseGet(() -> AdminResult.conflict(
                        "vendor " + vendorSlug + " became inactive during the run; nothing was applied"));
    }

    @Override
    public ScheduledRun runScheduled(String vendorId, Instant plannedAt) {
        Optional<Vendor> vendor = vendors.byId(vendorId);
        Optional<FeedSettings> settings = vendor.flatMap(found -> feedSettings.find(found.id()));
        if (settings.isEmpty()) {
            return new ScheduledRun.NothingToRun();
        }
        FeedSettings current = settings.get();
        if (!current.nextRunAt().equals(plannedAt)) {
            // Armed for settings since replaced (two saves at once, a save racing a run): the settings plan their
            // own run, which is made sure of instead. One run per planned instant, never one per trigger.
            plannedRuns.repair(current);
            return new ScheduledRun.NothingToRun();
        }
        // Checked here, at the run, not when the trigger was armed or fired: the vendor may have been deactivated
        // since. Tomorrow is armed all the same, so the daily runs resume by themselves once the vendor is active.
        if (!vendor.get().active()) {
            armNext(current);
            return new ScheduledRun.VendorInactive(vendor.get().slug(), false);
        }
        // Tomorrow is armed once this run has taken its lease, its first trace (decision 0603, amended in session 30).
        // Armed before the lease, a process killed between the two left tomorrow planned and nothing of today: no
        // fetch, no row, no log line, and nothing for the reconciliation to see. Now a run killed before its lease
        // leaves today's plan passed with no run after it, which the reconciliation fires again; one killed after it
        // is journaled lease_expired, the day's run, which the next scheduled run retries (vendor contract).
        return run(vendor.get(), current, () -> armNext(current))
                .<ScheduledRun>map(ran -> new ScheduledRun.Ran(ran, vendor.get().slug()))
                .orElseGet(() -> new ScheduledRun.VendorInactive(vendor.get().slug(), true));
    }

    /**
     * Tomorrow's run, armed before today's works: a process killed mid-run still leaves the next day planned, and this
     * day's run is retried by no one (its lease expires, operations contract). Arming that fails does not cost today's
     * run: the reconciliation plans tomorrow's within minutes, finding this run's lease or row after the plan (0603).
     */
    private void armNext(FeedSettings current) {
        try {
            plannedRuns.armNext(current);
        } catch (StorageFailure notArmed) {
            // The run meets the same database; if it is back, only the arming is left to the reconciliation.
        }
    }

    /**
     * The run as journaled by someone else than its failure: its own apply, whose commit's answer was lost (0407), or
     * the round of dropped runs, which found its lease ended (0410). Empty when the journal cannot be read.
     */
    private Optional<FeedRun> journaledRun(Vendor vendor, String requestId, Instant startedAt) {
        try {
            return journal.find(vendor.id(), requestId).map(entry -> new FeedRun(requestId, entry.status(),
                    entry.code(), entry.httpStatus(), entry.applied().orElse(0), entry.unchanged().orElse(0),
                    entry.notPublished().orElse(0),
                    RejectionWindow.ordered(rejections.page(requestId, 0, RejectionWindow.IN_RESPONSE)),
                    entry.rejectedTotal(), startedAt, entry.finishedAt()));
        } catch (StorageFailure unreadable) {
            return Optional.empty();
        }
    }

    /**
     * The journaled run; empty when the vendor was found inactive as the run came to apply, so nothing was kept.
     * A run that took its lease gives it back only once its journal row is written, and says whether it was: a run
     * whose row could not be written (the database away; the exception propagates, an operator's "run now" gets its
     * 503) leaves its lease unsettled, and is journaled {@code lease_expired} once the database is back (0410).
     * {@code traced} runs once the run has left its first trace: its lease, or its row when it ends without one. A
     * scheduled run moves its plan on there, so that a run killed before it leaves the plan passed and untraced, which
     * the reconciliation fires again (decision 0603, amended in session 30).
     */
    private Optional<FeedRun> run(Vendor vendor, FeedSettings settings, Runnable traced) {
        String requestId = ids.newId();
        Instant startedAt = Timestamps.now(clock);
        Optional<FeedRunLeases.Lease> lease;
        try {
            lease = lease(vendor.id(), requestId, startedAt);
        } catch (RuntimeException fault) {
            return endedWithoutLease(vendor, settings, requestId, startedAt, ownFault(fault), traced);
        }
        if (lease.isEmpty()) {
            return endedWithoutLease(vendor, settings, requestId, startedAt,
                    PullAttempt.ownFault(PullRunCode.LEASE_LOST), traced);
        }
        // Outside the block that gives the lease back: a process killed here, or a fault arming the next run that
        // is not the database's, leaves the lease to end by itself, and the run is journaled lease_expired (0410).
        traced.run();
        boolean settled = false;
        boolean databaseAway = false;
        try {
            PullAttempt attempt;
            try {
                attempt = fetchAndApply(vendor, requestId, startedAt, settings, lease.get());
            } catch (RuntimeException fault) {
                attempt = ownFault(fault);
            }
            Optional<FeedRun> run = ended(vendor, settings, requestId, startedAt, attempt);
            settled = true;
            return run;
        } catch (StorageFailure unrecorded) {
            databaseAway = unrecorded.kind() == StorageFailure.Kind.UNAVAILABLE;
            throw unrecorded;
        } finally {
            if (databaseAway) {
                // The release would wait the pool's 2 s for the database its row just missed, and the operator's run
                // now would wait with it: it is kept to be given back with the next run or round (audit s29c L2).
                unreleased.keep(lease.get(), false);
            } else {
                unreleased.release(lease.get(), settled);
            }
        }
    }

    /** A run that took no lease is traced by its row alone: the plan moves on only once that row is written. */
    private Optional<FeedRun> endedWithoutLease(Vendor vendor, FeedSettings settings, String requestId,
                                                Instant startedAt, PullAttempt attempt, Runnable traced) {
        Optional<FeedRun> run = ended(vendor, settings, requestId, startedAt, attempt);
        traced.run();
        return run;
    }

    /**
     * The vendor's lease for this run. One that ended with its run unjournaled (a process killed mid-run, the
     * database away at the run's end) is journaled {@code lease_expired} first and then taken: without that step the
     * vendor's runs would be {@code lease_lost} until the round of dropped runs came by. The common case, a lease free
     * or given back settled, costs the one statement it always did.
     */
    private Optional<FeedRunLeases.Lease> lease(String vendorId, String requestId, Instant startedAt) {
        unreleased.retry(startedAt);
        Optional<FeedRunLeases.Lease> lease = feedLeases.acquire(vendorId, requestId, startedAt,
                startedAt.plus(LEASE));
        if (lease.isPresent() || droppedRuns.record(Optional.of(vendorId), startedAt).settled() == 0) {
            return lease;
        }
        return feedLeases.acquire(vendorId, requestId, startedAt, startedAt.plus(LEASE));
    }

    /**
     * The run code of a fault on the service's side. A commit whose answer was lost ({@code OUTCOME_UNKNOWN}) is an
     * internal error only if its failure row gets recorded: {@code recordFirst} waits for the lost unit's journal row,
     * which travels with its COMMIT (0809), and writes nothing if it committed; the run is then answered as journaled
     * (0407, amended).
     */
    private static PullAttempt ownFault(RuntimeException fault) {
        if (!(fault instanceof StorageFailure failure)) {
            return PullAttempt.ownFault(PullRunCode.INTERNAL_ERROR);
        }
        return PullAttempt.ownFault(switch (failure.kind()) {
            case LOCK_TIMEOUT -> PullRunCode.LOCK_TIMEOUT;
            case STATEMENT_TIMEOUT -> PullRunCode.STATEMENT_TIMEOUT;
            // The contract has no run code of its own for the database being away: internal_error's meaning.
            case UNAVAILABLE, OUTCOME_UNKNOWN, OTHER -> PullRunCode.INTERNAL_ERROR;
        });
    }

    /** The run as it ended, its failure journaled (and notified when the vendor can act on it) first. */
    private Optional<FeedRun> ended(Vendor vendor, FeedSettings settings, String requestId, Instant startedAt,
                                    PullAttempt attempt) {
        if (attempt instanceof PullAttempt.VendorInactive) {
            return Optional.empty();
        }
        if (attempt instanceof PullAttempt.Applied applied) {
            OfferOutcome o = applied.outcome();
            return Optional.of(new FeedRun(requestId, RequestStatus.SUCCEEDED, Optional.empty(), OptionalInt.empty(),
                    o.applied(), o.unchanged(), o.notPublished(), o.inResponse(), o.rejections().size(), startedAt,
                    applied.finishedAt()));
        }
        if (attempt instanceof PullAttempt.NotModified notModified) {
            // Journaled in the transaction that verified the lease and the vendor (unchanged).
            return Optional.of(new FeedRun(requestId, RequestStatus.SUCCEEDED,
                    Optional.of(PullRunCode.NOT_MODIFIED.wire()), OptionalInt.of(304), 0, 0, 0, List.of(), 0, startedAt,
                    notModified.finishedAt()));
        }
        PullAttempt.Failed failed = (PullAttempt.Failed) attempt;
        Instant finishedAt = Timestamps.now(clock);
        boolean recorded = transactions.inTransaction(() -> {
            boolean first = journal.recordFirst(JournalEntries.failed(requestId, vendor.id(), Source.FEED,
                    JournalEntry.FEED_ENDPOINT, false, startedAt, finishedAt, failed.code(), failed.httpStatus()));
            if (first && failed.vendorActionable()) {
                notifications.insert(new Notification(ids.newId(), vendor.id(), finishedAt, failed.code(),
                        PullMessages.message(failed.code(), failed.httpStatus(), settings.hasToken()),
                        Optional.of(requestId)));
            }
            return first;
        });
        FeedRun failedRun = new FeedRun(requestId, RequestStatus.FAILED, Optional.of(failed.code()),
                failed.httpStatus(), 0, 0, 0, List.of(), 0, startedAt, finishedAt);
        if (recorded) {
            return Optional.of(failedRun);
        }
        // Journaled first by its own lost-answer apply, or as dropped: that row is the run.
        return Optional.of(journaledRun(vendor, requestId, startedAt).orElse(failedRun));
    }

    private PullAttempt fetchAndApply(Vendor vendor, String requestId, Instant startedAt, FeedSettings settings,
                                      FeedRunLeases.Lease lease) {
        // Recorded in either case (below), so that turning the conditional GET on finds the last body's validators.
        FeedValidators lastApplied = conditionalGet == ConditionalGet.ON
                ? feedSettings.validators(vendor.id()) : FeedValidators.none();
        FeedRead read = feedReading.read(settings, lastApplied);
        if (read instanceof PullAttempt.Failed failed) {
            return failed;
        }
        try {
            if (read instanceof FeedRead.NotModified) {
                return transactions.inTransaction(() -> unchanged(vendor, requestId, startedAt, lease));
            }
            FeedRead.Readable readable = (FeedRead.Readable) read;
            return transactions.inTransaction(() -> apply(vendor, requestId, startedAt, lease, settings, readable));
        } catch (ApplyAbort abort) {
            return abort.attempt();
        }
    }

    /**
     * A 304 is kept as a run on the terms of an applied feed: a vendor deactivated during the fetch, or a lease lost
     * meanwhile, leaves no {@code not_modified} row behind (decision 0604).
     */
    private PullAttempt unchanged(Vendor vendor, String requestId, Instant startedAt, FeedRunLeases.Lease lease) {
        verify(lease, Timestamps.now(clock));
        Instant finishedAt = Timestamps.now(clock);
        journal.record(JournalEntries.notModified(requestId, vendor.id(), startedAt, finishedAt));
        return new PullAttempt.NotModified(finishedAt);
    }

    private PullAttempt apply(Vendor vendor, String requestId, Instant startedAt, FeedRunLeases.Lease lease,
                              FeedSettings settings, FeedRead.Readable readable) {
        verify(lease, Timestamps.now(clock));
        OfferOutcome outcome = offers.apply(vendor, readable.envelope().items(), false);
        // A rejected row may pass tomorrow on the same body (a position linked meanwhile), so only a body applied
        // without rejections may be skipped by a later 304. Recorded before the journal, whose row may then travel
        // with the commit (decision 0809).
        feedSettings.recordValidators(vendor.id(), settings.url(),
                outcome.rejections().isEmpty() ? readable.validators() : FeedValidators.none());
        Instant finishedAt = Timestamps.now(clock);
        journal.record(JournalEntries.offerUpdate(requestId, vendor.id(), Source.FEED, false,
                startedAt, finishedAt, outcome));
        rejections.store(requestId, outcome.stored());
        return new PullAttempt.Applied(outcome, finishedAt);
    }

    /** The run goes on only while it holds its lease and its vendor is active; otherwise its transaction is left. */
    private void verify(FeedRunLeases.Lease lease, Instant now) {
        switch (feedLeases.verify(lease, now)) {
            // Under lock: a deactivation that committed before this point drops the run, one that comes after waits
            // for its commit. Once an operator's deactivation has answered, no pull applies anything (decision 0604).
            case VENDOR_INACTIVE -> throw new ApplyAbort(new PullAttempt.VendorInactive());
            case LOST -> throw new ApplyAbort(PullAttempt.ownFault(PullRunCode.LEASE_LOST));
            case EXPIRED -> throw new ApplyAbort(PullAttempt.ownFault(PullRunCode.LEASE_EXPIRED));
            case SETTINGS_GONE -> throw new ApplyAbort(PullAttempt.failed(PullRunCode.FEED_NOT_FOUND,
                    OptionalInt.empty(), "the feed settings were deleted during the run"));
            case HELD -> {
            }
        }
    }

    /**
     * Leaves the apply transaction so that it rolls back: nothing of a run without its lease, or of a vendor turned
     * inactive, is applied.
     */
    private static final class ApplyAbort extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient PullAttempt attempt;

        ApplyAbort(PullAttempt attempt) {
            super(attempt.getClass().getSimpleName(), null, false, false);
            this.attempt = attempt;
        }

        PullAttempt attempt() {
            return attempt;
        }
    }
}
