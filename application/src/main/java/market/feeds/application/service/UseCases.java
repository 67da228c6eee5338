package market.feeds.application.service;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.model.ConditionalGet;
import market.feeds.application.model.JournalRetention;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.in.HousekeepingUseCase;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.ReconcilePullsUseCase;
import market.feeds.application.port.in.RecordDroppedRunsUseCase;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WatchBacklogsUseCase;
import market.feeds.application.port.in.WhoAmIUseCase;
import market.feeds.application.port.in.WorkProductJobsUseCase;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageCatalogUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.application.port.out.HostResolver;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.SecretBox;
import market.feeds.domain.feed.Cidr;
import market.feeds.domain.limit.RateLimit;

/**
 * Builds every use case from the ports, by hand: what {@code bootstrap} calls with the PostgreSQL stores and
 * what an embedding application calls with {@code InMemoryStores.create()}.
 */
public final class UseCases {

    /** The ports that are not stores: time, ids, randomness, secrets, the network and the scheduler. */
    public record Surroundings(Clock clock, IdGenerator ids, SecureRandom random, SecretBox secretBox, FeedFetcher fetcher,
                               HostResolver resolver, PullScheduler scheduler) {
        public Surroundings {
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(ids, "ids");
            Objects.requireNonNull(random, "random");
            Objects.requireNonNull(secretBox, "secretBox");
            Objects.requireNonNull(fetcher, "fetcher");
            Objects.requireNonNull(resolver, "resolver");
            Objects.requireNonNull(scheduler, "scheduler");
        }
    }

    /**
     * Configuration the use cases read (operations-contract §1, the journal's retention of decision 0016 and the
     * pull's conditional GET of decision 0601).
     */
    public record Settings(RateLimit productsRate, RateLimit offersRate, List<Cidr> pullAllowedCidrs,
                           JournalRetention journalRetention, ConditionalGet pullConditionalGet) {
        public Settings {
            Objects.requireNonNull(productsRate, "productsRate");
            Objects.requireNonNull(offersRate, "offersRate");
            pullAllowedCidrs = List.copyOf(pullAllowedCidrs);
            Objects.requireNonNull(journalRetention, "journalRetention");
            Objects.requireNonNull(pullConditionalGet, "pullConditionalGet");
        }

        /**
         * The defaults of operations-contract §1: 30/PT10M, 30/PT60S, no extra pull ranges; the journal P90D; the
         * feed fetched with a plain GET.
         */
        public static Settings defaults() {
            return new Settings(RateLimit.parse("30/PT10M"), RateLimit.parse("30/PT60S"), List.of(),
                    JournalRetention.DEFAULT, ConditionalGet.OFF);
        }

        /** These settings with the pull's conditional GET as given. */
        public Settings withPullConditionalGet(ConditionalGet conditionalGet) {
            return new Settings(productsRate, offersRate, pullAllowedCidrs, journalRetention, conditionalGet);
        }
    }

    private final SubmitProductFeedUseCase submitProductFeed;
    private final UpdateOffersUseCase updateOffers;
    private final PageRejectionsUseCase pageRejections;
    private final WhoAmIUseCase whoAmI;
    private final AuthorizeVendorUseCase authorizeVendor;
    private final AdmitRequestUseCase admitRequest;
    private final WorkProductJobsUseCase workProductJobs;
    private final RunFeedPullUseCase runFeedPull;
    private final RecordDroppedRunsUseCase recordDroppedRuns;
    private final ReconcilePullsUseCase reconcilePulls;
    private final HousekeepingUseCase housekeeping;
    private final ManageVendorsUseCase manageVendors;
    private final ManageApiKeysUseCase manageApiKeys;
    private final ManageWarehousesUseCase manageWarehouses;
    private final ManageCatalogUseCase manageCatalog;
    private final ReviewPositionsUseCase reviewPositions;
    private final ManageOffersUseCase manageOffers;
    private final ManageFeedUseCase manageFeed;
    private final ReadJournalUseCase readJournal;
    private final WatchBacklogsUseCase watchBacklogs;

    public UseCases(Stores s, Surroundings x, Settings settings) {
        StrictJsonReader reader = new StrictJsonReader();
        Clock clock = x.clock();
        submitProductFeed = new SubmitProductFeedService(reader, s.transactions(), s.apiKeys(), s.idempotency(),
                s.journal(), s.rejections(), s.warehouses(), s.positions(), s.offers(), s.jobs(), x.ids(), clock);
        updateOffers = new UpdateOffersService(reader, s.transactions(), s.apiKeys(), s.idempotency(), s.journal(),
                s.rejections(), s.offerUpdates(), clock);
        pageRejections = new PageRejectionsService(s.journal(), s.rejections());
        whoAmI = new WhoAmIService(clock);
        authorizeVendor = new AuthorizeVendorService(s.apiKeys());
        admitRequest = new AdmitRequestService(settings.productsRate(), settings.offersRate(), s.rateCounters(), clock);
        workProductJobs = new WorkProductJobsService(s.jobs(), s.positions(), s.catalog(), s.transactions(), clock);
        RunFeedPullService pull = new RunFeedPullService(s.vendors(), s.feedSettings(), s.feedLeases(),
                s.transactions(), s.journal(), s.rejections(), s.notifications(), s.offerUpdates(), reader,
                x.secretBox(), x.fetcher(), x.scheduler(), x.ids(), clock, settings.pullConditionalGet());
        runFeedPull = pull;
        recordDroppedRuns = pull.droppedRunsRound();
        reconcilePulls = new ReconcilePullsService(s.feedSettings(), x.scheduler(), s.journal(), s.feedLeases(),
                clock);
        housekeeping = new HousekeepingService(s.idempotency(), s.rateCounters(), s.rejections(),
                s.operatorSessions(), s.journal(), s.jobs(), s.notifications(), settings.journalRetention(), clock);
        manageVendors = new ManageVendorsService(s.vendors(), x.ids());
        manageApiKeys = new ManageApiKeysService(s.vendors(), s.apiKeys(), x.random(), clock, x.ids());
        manageWarehouses = new ManageWarehousesService(s.vendors(), s.warehouses(), x.ids());
        manageCatalog = new ManageCatalogService(s.catalog(), x.ids());
        reviewPositions = new ReviewPositionsService(s.vendors(), s.positions(), s.offers(), s.catalog(), s.jobs(),
                s.transactions(), x.ids());
        manageOffers = new ManageOffersService(s.vendors(), s.offers(), s.catalog(), s.warehouses(), x.ids());
        manageFeed = new ManageFeedService(s.vendors(), s.feedSettings(), x.resolver(), settings.pullAllowedCidrs(),
                x.secretBox(), x.scheduler(), s.transactions(), clock);
        readJournal = new ReadJournalService(s.vendors(), s.journal(), s.notifications());
        watchBacklogs = new WatchBacklogsService(s.backlogs(), clock);
    }

    public SubmitProductFeedUseCase submitProductFeed() {
        return submitProductFeed;
    }

    public UpdateOffersUseCase updateOffers() {
        return updateOffers;
    }

    public PageRejectionsUseCase pageRejections() {
        return pageRejections;
    }

    public WhoAmIUseCase whoAmI() {
        return whoAmI;
    }

    public AuthorizeVendorUseCase authorizeVendor() {
        return authorizeVendor;
    }

    public AdmitRequestUseCase admitRequest() {
        return admitRequest;
    }

    public WorkProductJobsUseCase workProductJobs() {
        return workProductJobs;
    }

    public RunFeedPullUseCase runFeedPull() {
        return runFeedPull;
    }

    public RecordDroppedRunsUseCase recordDroppedRuns() {
        return recordDroppedRuns;
    }

    public ReconcilePullsUseCase reconcilePulls() {
        return reconcilePulls;
    }

    public HousekeepingUseCase housekeeping() {
        return housekeeping;
    }

    public ManageVendorsUseCase manageVendors() {
        return manageVendors;
    }

    public ManageApiKeysUseCase manageApiKeys() {
        return manageApiKeys;
    }

    public ManageWarehousesUseCase manageWarehouses() {
        return manageWarehouses;
    }

    public ManageCatalogUseCase manageCatalog() {
        return manageCatalog;
    }

    public ReviewPositionsUseCase reviewPositions() {
        return reviewPositions;
    }

    public ManageOffersUseCase manageOffers() {
        return manageOffers;
    }

    public ManageFeedUseCase manageFeed() {
        return manageFeed;
    }

    public ReadJournalUseCase readJournal() {
        return readJournal;
    }

    public WatchBacklogsUseCase watchBacklogs() {
        return watchBacklogs;
    }
}
