package market.feeds.application.service;

import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.json.BodyRead;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.application.port.out.SecretBox;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.envelope.EnvelopeViolation;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.json.RawEnvelope;

/**
 * The pull's way to an envelope: open the sealed token, fetch, read the body with the same strict reader as
 * the API (invalid UTF-8 → {@code bad_encoding}, not JSON → {@code malformed_json}, JSON outside the strict rules
 * or not an items object → {@code invalid_envelope}) and apply the envelope rules.
 * The fetch is conditional on the validators of the body last applied. A fetch cut short by the process's orderly
 * stop is a run dropped before it finished (decision 0606).
 */
final class FeedReading {

    private final SecretBox secretBox;
    private final FeedFetcher fetcher;
    private final StrictJsonReader reader;

    FeedReading(SecretBox secretBox, FeedFetcher fetcher, StrictJsonReader reader) {
        this.secretBox = secretBox;
        this.fetcher = fetcher;
        this.reader = reader;
    }

    FeedRead read(FeedSettings settings, FeedValidators lastApplied) {
        Optional<String> token = Optional.empty();
        if (settings.sealedToken().isPresent()) {
            token = secretBox.open(settings.sealedToken().get(), settings.vendorId());
            if (token.isEmpty() && !secretBox.keyStillCurrent()) {
                // A node left on the old key after a rotation: the vendor's token is fine, so no bad_auth, no notice.
                return new PullAttempt.Failed(PullRunCode.INTERNAL_ERROR.wire(), false, OptionalInt.empty(),
                        "this node's secret key is no longer the one the stored tokens are sealed with");
            }
            if (token.isEmpty()) {
                return PullAttempt.failed(PullRunCode.BAD_AUTH, OptionalInt.empty(), "the stored token cannot be opened");
            }
        }
        FeedFetcher.FetchResult fetched = fetcher.fetch(new FeedFetcher.FeedRequest(settings.url(),
                settings.pinnedAddress(), token, lastApplied));
        if (fetched instanceof FeedFetcher.FetchResult.Failed failure) {
            return PullAttempt.failed(failure.code(), failure.httpStatus(), failure.detail());
        }
        if (fetched instanceof FeedFetcher.FetchResult.NotModified) {
            return new FeedRead.NotModified();
        }
        if (fetched instanceof FeedFetcher.FetchResult.Stopped) {
            // Of the closed set of run codes only lease_expired is true of it: "a run was started and had to be
            // dropped before it finished; the next scheduled run retries". No notification: it is the service's side.
            return PullAttempt.ownFault(PullRunCode.LEASE_EXPIRED);
        }
        FeedFetcher.FetchResult.Fetched body = (FeedFetcher.FetchResult.Fetched) fetched;
        BodyRead read = reader.read(body.body());
        if (read instanceof BodyRead.Invalid invalid) {
            return switch (invalid.kind()) {
                case ENCODING -> PullAttempt.failed(PullRunCode.BAD_ENCODING, OptionalInt.empty(), invalid.detail());
                case SYNTAX -> PullAttempt.failed(PullRunCode.MALFORMED_JSON, OptionalInt.empty(), invalid.detail());
                case STRICTNESS, SHAPE ->
                        new PullAttempt.Failed("invalid_envelope", true, OptionalInt.empty(), invalid.detail());
            };
        }
        RawEnvelope envelope = ((BodyRead.Envelope) read).envelope();
        Optional<EnvelopeViolation> violation = EnvelopeRules.check(envelope, OfferFields.names());
        if (violation.isPresent()) {
            // The vendor can fix its feed, so these notify like malformed_json (decision 0204).
            return new PullAttempt.Failed(violation.get().code().wire(), true, OptionalInt.empty(), violation.get().detail());
        }
        return new FeedRead.Readable(envelope, body.validators());
    }
}
