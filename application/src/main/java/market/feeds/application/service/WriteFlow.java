package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReference;
import market.feeds.application.json.BodyRead;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.application.port.out.Transactions;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.envelope.EnvelopeViolation;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.limit.IdempotencyKey;
import market.feeds.domain.limit.RequestFingerprint;
import market.feeds.domain.write.WriteKind;

/**
 * The request-level path both kinds of write share, in the order of operations-contract §2: body → key →
 * envelope rules → (one transaction) the caller held, idempotency claim → the kind's work. A refused request is
 * journaled as failed in a transaction of its own, never inside the one that rolled back. A caller that lost its
 * standing since it was authorised is denied as it would be now, and nothing of the request is kept (decision 0217).
 */
final class WriteFlow {

    private final StrictJsonReader reader;
    private final Transactions transactions;
    private final ApiKeyStore keys;
    private final IdempotencyStore idempotency;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final Clock clock;

    WriteFlow(StrictJsonReader reader, Transactions transactions, ApiKeyStore keys, IdempotencyStore idempotency,
              RequestJournal journal, RejectionLog rejections, Clock clock) {
        this.reader = reader;
        this.transactions = transactions;
        this.keys = keys;
        this.idempotency = idempotency;
        this.journal = journal;
        this.rejections = rejections;
        this.clock = clock;
    }

    /** The request's work inside its transaction, after the idempotency claim, journal and rejections included. */
    interface Work<R> {
        /** Throws {@link Refusal} to refuse the request (rolling its writes back). */
        R execute(WriteCommand command, RawEnvelope envelope, Instant startedAt);
    }

    /** The stored result of an earlier request, from its journal entry and its first stored rejections by index. */
    interface Replay<R> {
        R replay(JournalEntry entry, List<Rejection> firstRejections);
    }

    <R> WriteOutcome<R> run(WriteCommand command, WriteKind kind, Work<R> work, Replay<R> replay) {
        Instant startedAt = Timestamps.now(clock);
        AtomicReference<WriteOutcome<R>> beforeCommit = new AtomicReference<>();
        try {
            RawEnvelope envelope = envelope(command, kind);
            return transactions.inTransaction(() -> {
                WriteOutcome<R> outcome = execute(command, kind, work, replay, envelope, startedAt);
                beforeCommit.set(outcome);
                return outcome;
            });
        } catch (StorageFailure failure) {
            return committedAnyway(command, failure, beforeCommit.get());
        } catch (StandingLost lost) {
            // Not journaled, like the 401 or 403 given before the body: the request was never the vendor's to make.
            return new WriteOutcome.Denied<>(lost.access);
        } catch (Refusal refusal) {
            transactions.run(() -> journal.record(JournalEntries.failed(command.requestId(), command.caller().vendor().id(),
                    Source.API, kind.journalLabel(), command.dryRun(), startedAt,
                    Timestamps.now(clock), refusal.code().wire(), OptionalInt.empty())));
            return new WriteOutcome.Refused<>(refusal.code(), refusal.pointer(), refusal.getMessage());
        }
    }

    /**
     * The outcome computed before a commit whose answer was lost, when the request's journal row, written in the
     * same unit, shows that it committed; otherwise the failure: {@code UNAVAILABLE} when the row is certainly absent
     * (nothing applied, the key free), still {@code OUTCOME_UNKNOWN} when the journal cannot be read either.
     */
    private <R> WriteOutcome<R> committedAnyway(WriteCommand command, StorageFailure failure,
                                                WriteOutcome<R> computed) {
        if (failure.kind() != StorageFailure.Kind.OUTCOME_UNKNOWN || computed == null) {
            throw failure;
        }
        String vendorId = command.caller().vendor().id();
        boolean committed;
        try {
            // The lost unit may still be committing: its claim is held until it ends, and only then is the journal
            // row, written in the same unit, there exactly when it committed. A dry run claims nothing and applies
            // nothing, so for it the row alone is asked.
            Optional<IdempotencyKey> key = command.dryRun() ? Optional.empty() : key(command);
            key.ifPresent(claimed -> idempotency.awaitSettled(vendorId, claimed.value()));
            committed = journal.find(vendorId, command.requestId()).isPresent();
        } catch (StorageFailure unreadable) {
            failure.addSuppressed(unreadable);
            throw failure;
        }
        if (committed) {
            return computed;
        }
        throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, failure.getMessage() + "; it did not",
                failure.getCause());
    }

    private RawEnvelope envelope(WriteCommand command, WriteKind kind) {
        BodyRead read = reader.read(command.body());
        if (read instanceof BodyRead.Invalid invalid) {
            throw new Refusal(RequestCode.INVALID_ENVELOPE, invalid.pointer(), invalid.detail());
        }
        if (!command.dryRun() && key(command).isEmpty()) {
            throw new Refusal(RequestCode.INVALID_ENVELOPE, Optional.empty(), "the Idempotency-Key header is required "
                    + "unless dry_run=true, " + IdempotencyKey.MIN_LENGTH + " to " + IdempotencyKey.MAX_LENGTH + " characters");
        }
        RawEnvelope envelope = ((BodyRead.Envelope) read).envelope();
        Optional<EnvelopeViolation> violation = EnvelopeRules.check(envelope, kind.itemFields());
        if (violation.isPresent()) {
            throw new Refusal(violation.get().code(), violation.get().pointer(), violation.get().detail());
        }
        return envelope;
    }

    private <R> WriteOutcome<R> execute(WriteCommand command, WriteKind kind, Work<R> work, Replay<R> replay,
                                        RawEnvelope envelope, Instant startedAt) {
        if (!command.dryRun()) {
            // Authorised before its body arrived, which can take a while: held now, so that a revocation or a
            // deactivation answered before this unit commits is never followed by its write (decision 0217).
            Access now = AuthorizeVendorService.judgeAgain(keys.callerHeld(command.caller().key().id()), kind.scope());
            if (!(now instanceof Access.Granted)) {
                throw new StandingLost(now);
            }
            String vendorId = command.caller().vendor().id();
            String fingerprint = RequestFingerprint.of(kind, false, command.body());
            IdempotencyStore.Claim claim = idempotency.claim(vendorId, key(command).orElseThrow().value(), fingerprint,
                    command.requestId(), startedAt);
            if (claim instanceof IdempotencyStore.Claim.Reused) {
                throw new Refusal(RequestCode.IDEMPOTENCY_KEY_REUSED, Optional.empty(),
                        "the Idempotency-Key was used for a request with a different body; use a new key");
            }
            if (claim instanceof IdempotencyStore.Claim.Replay stored) {
                return replay(vendorId, stored.requestId(), replay);
            }
        }
        return new WriteOutcome.Completed<>(work.execute(command, envelope, startedAt), false);
    }

    private <R> WriteOutcome<R> replay(String vendorId, String requestId, Replay<R> replay) {
        JournalEntry entry = journal.find(vendorId, requestId)
                .orElseThrow(() -> new IllegalStateException("idempotency record of request " + requestId + " has no journal entry"));
        if (entry.status() == RequestStatus.FAILED) {
            // Only where transactions do not roll back (in memory) can a refused request leave its claim behind.
            RequestCode code = RequestCode.valueOf(entry.code().orElseThrow().toUpperCase(Locale.ROOT));
            return new WriteOutcome.Refused<>(code, Optional.empty(), "the request with this Idempotency-Key was refused as "
                    + code.wire());
        }
        List<Rejection> first = RejectionWindow.ordered(rejections.page(requestId, 0, RejectionWindow.IN_RESPONSE));
        return new WriteOutcome.Completed<>(replay.replay(entry, first), true);
    }

    private static Optional<IdempotencyKey> key(WriteCommand command) {
        return command.idempotencyKey().flatMap(IdempotencyKey::parse);
    }

    /** The caller's key was revoked or its vendor deactivated since the request was authorised; rolls the unit back. */
    private static final class StandingLost extends RuntimeException {

        private final transient Access access;

        StandingLost(Access access) {
            super(null, null, false, false);
            this.access = access;
        }
    }
}
