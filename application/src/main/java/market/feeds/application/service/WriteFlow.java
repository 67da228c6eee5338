package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.json.BodyRead;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.Transactions;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.envelope.EnvelopeViolation;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.limit.IdempotencyKey;
import market.feeds.domain.limit.RequestFingerprint;

/**
 * The request-level path both write endpoints share, in the order of operations-contract §2: body → key →
 * envelope rules → (one transaction) idempotency claim → the endpoint's work. A refused request is journaled
 * as failed in a transaction of its own, never inside the one that rolled back.
 */
final class WriteFlow {

    private final StrictJsonReader reader;
    private final Transactions transactions;
    private final IdempotencyStore idempotency;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final Clock clock;

    WriteFlow(StrictJsonReader reader, Transactions transactions, IdempotencyStore idempotency, RequestJournal journal,
              RejectionLog rejections, Clock clock) {
        this.reader = reader;
        this.transactions = transactions;
        this.idempotency = idempotency;
        this.journal = journal;
        this.rejections = rejections;
        this.clock = clock;
    }

    <R> WriteOutcome<R> run(WriteCommand command, WriteEndpoint<R> endpoint) {
        Instant startedAt = Timestamps.now(clock);
        try {
            RawEnvelope envelope = envelope(command, endpoint);
            return transactions.inTransaction(() -> execute(command, endpoint, envelope, startedAt));
        } catch (Refusal refusal) {
            transactions.run(() -> journal.record(JournalEntries.failed(command.requestId(), command.caller().vendor().id(),
                    Source.API, endpoint.method() + " " + endpoint.path(), command.dryRun(), startedAt,
                    Timestamps.now(clock), refusal.code().wire(), OptionalInt.empty())));
            return new WriteOutcome.Refused<>(refusal.code(), refusal.pointer(), refusal.getMessage());
        }
    }

    private <R> RawEnvelope envelope(WriteCommand command, WriteEndpoint<R> endpoint) {
        BodyRead read = reader.read(command.body());
        if (read instanceof BodyRead.Invalid invalid) {
            throw new Refusal(RequestCode.INVALID_ENVELOPE, invalid.pointer(), invalid.detail());
        }
        if (!command.dryRun() && key(command).isEmpty()) {
            throw new Refusal(RequestCode.INVALID_ENVELOPE, Optional.empty(), "the Idempotency-Key header is required "
                    + "unless dry_run=true, " + IdempotencyKey.MIN_LENGTH + " to " + IdempotencyKey.MAX_LENGTH + " characters");
        }
        RawEnvelope envelope = ((BodyRead.Envelope) read).envelope();
        Optional<EnvelopeViolation> violation = EnvelopeRules.check(envelope, endpoint.itemFields());
        if (violation.isPresent()) {
            throw new Refusal(violation.get().code(), violation.get().pointer(), violation.get().detail());
        }
        return envelope;
    }

    private <R> WriteOutcome<R> execute(WriteCommand command, WriteEndpoint<R> endpoint, RawEnvelope envelope,
                                        Instant startedAt) {
        if (!command.dryRun()) {
            String vendorId = command.caller().vendor().id();
            String fingerprint = RequestFingerprint.of(endpoint.method(), endpoint.path(), false, command.body());
            IdempotencyStore.Claim claim = idempotency.claim(vendorId, key(command).orElseThrow().value(), fingerprint,
                    command.requestId(), startedAt);
            if (claim instanceof IdempotencyStore.Claim.Reused) {
                throw new Refusal(RequestCode.IDEMPOTENCY_KEY_REUSED, Optional.empty(),
                        "the Idempotency-Key was used for a request with a different body; use a new key");
            }
            if (claim instanceof IdempotencyStore.Claim.Replay replay) {
                return replay(vendorId, replay.requestId(), endpoint);
            }
        }
        return new WriteOutcome.Completed<>(endpoint.execute(command, envelope, startedAt), false);
    }

    private <R> WriteOutcome<R> replay(String vendorId, String requestId, WriteEndpoint<R> endpoint) {
        JournalEntry entry = journal.find(vendorId, requestId)
                .orElseThrow(() -> new IllegalStateException("idempotency record of request " + requestId + " has no journal entry"));
        if (entry.status() == RequestStatus.FAILED) {
            // Only where transactions do not roll back (in memory) can a refused request leave its claim behind.
            RequestCode code = RequestCode.valueOf(entry.code().orElseThrow().toUpperCase(Locale.ROOT));
            return new WriteOutcome.Refused<>(code, Optional.empty(), "the request with this Idempotency-Key was refused as "
                    + code.wire());
        }
        return new WriteOutcome.Completed<>(endpoint.replay(entry, rejections.page(requestId, 0, RejectionWindow.IN_RESPONSE)),
                true);
    }

    private static Optional<IdempotencyKey> key(WriteCommand command) {
        return command.idempotencyKey().flatMap(IdempotencyKey::parse);
    }
}
