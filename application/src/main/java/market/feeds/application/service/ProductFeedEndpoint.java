package market.feeds.application.service;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import market.feeds.application.model.JobState;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.PositionStore;
import market.feeds.application.port.out.ProductJobQueue;
import market.feeds.application.port.out.RejectionLog;
import market.feeds.application.port.out.RequestJournal;
import market.feeds.application.port.out.WarehouseStore;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.Warning;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.position.IntakeAction;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.ProductCandidate;
import market.feeds.domain.product.ProductFeedJudge;
import market.feeds.domain.product.ProductFeedJudgement;

/**
 * The work of {@code POST /v1/products} inside its transaction: judges the rows, places them in warehouses,
 * creates or refreshes positions (one review per position, §2) and queues one matching job; or, in a dry
 * run, only reports.
 */
final class ProductFeedEndpoint implements WriteEndpoint<ProductFeedResult> {

    /** §2: 20000 positions awaiting review or pending catalogue, or 10 open jobs, refuse the next feed. */
    static final int MAX_UNRESOLVED = 20_000;
    static final int MAX_OPEN_JOBS = 10;

    private final WarehouseStore warehouses;
    private final PositionStore positions;
    private final ProductJobQueue jobs;
    private final RequestJournal journal;
    private final RejectionLog rejections;
    private final IdGenerator ids;
    private final Clock clock;

    ProductFeedEndpoint(Stores stores, IdGenerator ids, Clock clock) {
        this.warehouses = stores.warehouses();
        this.positions = stores.positions();
        this.jobs = stores.jobs();
        this.journal = stores.journal();
        this.rejections = stores.rejections();
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public String method() {
        return "POST";
    }

    @Override
    public String path() {
        return "/v1/products";
    }

    @Override
    public Set<String> itemFields() {
        return ProductFields.names();
    }

    @Override
    public ProductFeedResult execute(WriteCommand command, RawEnvelope envelope, Instant startedAt) {
        String vendorId = command.caller().vendor().id();
        String requestId = command.requestId();
        ProductFeedJudgement judgement = ProductFeedJudge.judge(envelope.items());
        List<Placed> placed = WarehousePlacement.place(judgement.accepted(), warehouses.forVendor(vendorId));
        List<Warning> warnings = placed.stream().flatMap(row -> row.warning().stream()).toList();
        Optional<String> jobId = Optional.empty();
        if (!command.dryRun()) {
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
        List<Position> created = new ArrayList<>();
        List<Position> refreshed = new ArrayList<>();
        int toMatch = 0;
        for (Placed row : placed) {
            ProductCandidate c = row.row();
            List<Warning> warnings = row.warning().stream().toList();
            Optional<Position> stored = c.sku().map(current::get);
            // currentBySkus gives a linked position only while its offer lives, so "offer gone" is "none".
            switch (IntakeAction.of(stored.map(Position::state), false)) {
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
            }
        }
        return new Plan(created, refreshed, toMatch);
    }

    @Override
    public ProductFeedResult replay(JournalEntry entry, List<Rejection> firstRejections) {
        return new ProductFeedResult(entry.requestId(), entry.jobId(), entry.accepted().orElse(0),
                firstRejections.stream().sorted(Comparator.comparingInt(Rejection::index)).toList(),
                entry.rejectedTotal(), entry.warnings());
    }
}
