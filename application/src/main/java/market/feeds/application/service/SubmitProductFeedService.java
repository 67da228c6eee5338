package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.JobState;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.IdempotencyStore;
import market.feeds.application.port.out.OfferStore;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.Warning;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.position.IntakeAction;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.ProductCandidate;
import market.feeds.domain.product.ProductFeedJudge;
import market.feeds.domain.product.ProductFeedJudgement;
import market.feeds.domain.write.WriteKind;

/**
 * A product feed: the shared write path ({@link WriteFlow}) around its work in the transaction, which judges the
 * rows, places them in warehouses, creates or refreshes positions (one review per position, §2) and queues one
 * matching job; or, in a dry run, only reports.
 */
public final class SubmitProductFeedService implements SubmitProductFeedUseCase {

    /** §2: 20000 positions awaiting review or pending catalogue, or 10 open jobs, refuse the next feed. */
    public static final int MAX_UNRESOLVED = 20_000;
    public static final int MAX_OPEN_JOBS = 10;

    private final WriteFlow flow;

    private final WarehouseStore warehouses;
    private final PositionStore positions;
    private final OfferStore offers;
    private final ProductJobQueue jobs;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final IdGenerator ids;
    private final Clock clock;

    public SubmitProductFeedService(StrictJsonReader reader, Transactions transactions, ApiKeyStore keys,
                                    IdempotencyStore idempotency, RequestJournal journal, RejectionLog rejections,
                                    WarehouseStore warehouses, PositionStore positions, OfferStore offers,
                                    ProductJobQueue jobs, IdGenerator ids, Clock clock) {
        this.flow = new WriteFlow(reader, transactions, keys, idempotency, journal, rejections, clock);
        this.warehouses = warehouses;
        this.positions = positions;
        this.offers = offers;
        this.jobs = jobs;
        this.journal = journal;
        this.rejections = rejections;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public WriteOutcome<ProductFeedResult> submit(WriteCommand command) {
        return flow.run(command, WriteKind.PRODUCT_FEED, this::execute, SubmitProductFeedService::replay);
    }

    private ProductFeedResult execute(WriteCommand command, RawEnvelope envelope, Instant startedAt) {
        String vendorId = command.caller().vendor().id();
        String requestId = command.requestId();
        ProductFeedJudgement judgement = ProductFeedJudge.judge(envelope.items());
        List<Placed> placed = WarehousePlacement.place(judgement.accepted(), warehouses.forVendor(vendorId));
        List<Warning> warnings = placed.stream().flatMap(row -> row.warning().stream()).toList();
        Optional<String> jobId = Optional.empty();
        if (!command.dryRun()) {
            // Before the backlog count and the read of current positions, which the plan below decides from.
            positions.holdForWriting(vendorId);
            refuseOnBacklog(vendorId);
            jobId = placed.isEmpty() ? Optional.empty() : Optional.of(ids.newId());
        }
        List<Rejection> all = judgement.rejections();
        journal.record(JournalEntries.productFeed(requestId, vendorId, command.dryRun(), startedAt, Timestamps.now(clock),
                placed.size(), all.size(), jobId, warnings));
        rejections.store(requestId, RejectionWindow.stored(all));
        if (jobId.isPresent()) {
            Plan plan = plan(vendorId, requestId, jobId.get(), placed);
            // Positions name their job: the job exists before they are written.
            jobs.enqueue(new ProductJob(jobId.get(), vendorId, requestId, JobState.QUEUED, plan.toMatch(), 0, 0, startedAt));
            if (!plan.created().isEmpty()) {
                positions.insertAll(plan.created());
            }
            if (!plan.refreshed().isEmpty()) {
                positions.updateAll(plan.refreshed());
            }
        }
        return new ProductFeedResult(requestId, jobId, placed.size(),
                RejectionWindow.inResponse(all), all.size(), warnings);
    }

    private void refuseOnBacklog(String vendorId) {
        if (positions.countUnresolved(vendorId) >= MAX_UNRESOLVED) {
            throw new Refusal(RequestCode.REVIEW_BACKLOG, Optional.empty(), "the vendor has " + MAX_UNRESOLVED
                    + " or more positions awaiting review or pending catalogue; review must finish before sending more");
        }
        if (jobs.openJobs(vendorId) >= MAX_OPEN_JOBS) {
            throw new Refusal(RequestCode.REVIEW_BACKLOG, Optional.empty(), "the vendor has " + MAX_OPEN_JOBS
                    + " product feeds still being matched; send more when they are done");
        }
    }

    /** New and refreshed positions, written with one insert and one update; toMatch of them await matching. */
    private record Plan(List<Position> created, List<Position> refreshed, int toMatch) {
    }

    private Plan plan(String vendorId, String requestId, String jobId, List<Placed> placed) {
        Set<String> skus = placed.stream().flatMap(row -> row.row().sku().stream()).collect(Collectors.toSet());
        Map<String, Position> current = skus.isEmpty() ? Map.of() : positions.currentBySkus(vendorId, skus).stream()
                .collect(Collectors.toMap(position -> position.sku().orElseThrow(), Function.identity()));
        // currentBySkus gives a linked position only while its offer lives; a sku without any position may still
        // have a live offer, made in the dashboard.
        Set<String> withoutPosition = skus.stream().filter(sku -> !current.containsKey(sku))
                .collect(Collectors.toSet());
        Set<String> liveWithoutPosition = withoutPosition.isEmpty() ? Set.of()
                : offers.skusWithLiveOffers(vendorId, withoutPosition);
        List<Position> created = new ArrayList<>();
        List<Position> refreshed = new ArrayList<>();
        int toMatch = 0;
        for (Placed row : placed) {
            ProductCandidate c = row.row();
            List<Warning> warnings = row.warning().stream().toList();
            Optional<Position> stored = c.sku().map(current::get);
            boolean liveOffer = stored.map(position -> position.state() == PositionState.LINKED)
                    .orElseGet(() -> c.sku().filter(liveWithoutPosition::contains).isPresent());
            switch (IntakeAction.of(stored.map(Position::state), liveOffer)) {
                case NEW_POSITION -> {
                    created.add(PositionEdits.created(ids.newId(), vendorId, c, row.warehouseId(), warnings, requestId, jobId));
                    toMatch++;
                }
                case REFRESH_POSITION -> {
                    boolean awaiting = stored.get().state() == PositionState.AWAITING_REVIEW;
                    refreshed.add(PositionEdits.refreshedUnlinked(stored.get(), c, row.warehouseId(), warnings, requestId,
                            awaiting ? Optional.of(jobId) : stored.get().jobId()));
                    toMatch += awaiting ? 1 : 0;
                }
                case REFRESH_DESCRIPTION -> refreshed.add(PositionEdits.refreshedLinked(stored.get(), c, row.warehouseId(),
                        warnings, requestId));
                case ALREADY_LINKED -> {
                    // Accepted; no review to open and no position to refresh (decision 0215).
                }
            }
        }
        return new Plan(created, refreshed, toMatch);
    }

    private static ProductFeedResult replay(JournalEntry entry, List<Rejection> firstRejections) {
        return new ProductFeedResult(entry.requestId(), entry.jobId(), entry.accepted().orElse(0), firstRejections,
                entry.rejectedTotal(), entry.warnings());
    }
}
