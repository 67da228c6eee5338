package market.feeds.adapters.http.support;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import market.feeds.adapters.http.operatorapi.AdminRoutes;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.JobState;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.ProductJob;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.Listing;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageCatalogUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.application.port.out.StorageFailure;
import market.feeds.domain.Rejection;
import market.feeds.domain.access.Scope;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import market.feeds.domain.warehouse.Warehouse;
import market.feeds.domain.write.WriteKind;

/**
 * Minimal in-test operator use cases: enough state to answer every route with a success and with each
 * refusal (unknown vendor → NotFound, taken slug → Conflict, scope unknown → Invalid), and to record inputs.
 */
public final class FakeAdminApi {

    static final Instant NOW = FakeVendorApi.NOW;

    public final Map<String, Vendor> vendors = new LinkedHashMap<>();
    public final List<Object> received = new ArrayList<>();
    public final Map<String, ApiKey> keys = new LinkedHashMap<>();
    public String lastSecret;
    /** How many offers the offers listing holds, read in pages of {@link #listingPage}. */
    public int listedOffers = 1;
    public int listingPage = 100;
    /** The listing page (0 = the first) whose read fails as a database that went away does; -1 = none. */
    public int failingListingPage = -1;

    public AdminRoutes.UseCases useCases() {
        return new AdminRoutes.UseCases(new Vendors(), (slug, label, city, primary) -> known(slug,
                () -> new Warehouse("wh-1", label, city, primary)), new Keys(), new Catalog(), new Review(),
                new Offers(), new Feed(), new Pull(), new Journal());
    }

    static AdminResult<Void> done() {
        return AdminResult.done();
    }

    private <T> AdminResult<T> known(String slug, java.util.function.Supplier<T> value) {
        return vendors.containsKey(slug) ? AdminResult.ok(value.get()) : AdminResult.notFound("No such vendor.");
    }

    final class Vendors implements ManageVendorsUseCase {
        @Override
        public AdminResult<Vendor> create(String slug, Optional<String> name, Optional<Boolean> mayPublish) {
            if (vendors.containsKey(slug)) {
                return AdminResult.conflict("The slug is taken.");
            }
            Vendor vendor = new Vendor("v-" + slug, slug, name.orElse(slug), true, mayPublish.orElse(true));
            vendors.put(slug, vendor);
            return AdminResult.ok(vendor);
        }

        @Override
        public AdminResult<Vendor> get(String slug) {
            return known(slug, () -> vendors.get(slug));
        }

        @Override
        public AdminResult<Vendor> update(String slug, Optional<Boolean> active, Optional<Boolean> mayPublish) {
            return known(slug, () -> {
                Vendor vendor = vendors.get(slug);
                vendor = vendor.withActive(active.orElse(vendor.active())).withMayPublish(mayPublish.orElse(vendor.mayPublish()));
                vendors.put(slug, vendor);
                return vendor;
            });
        }
    }

    final class Keys implements ManageApiKeysUseCase {
        @Override
        public AdminResult<IssuedKey> issue(String vendorSlug, List<String> scopes, Optional<String> label) {
            if (!vendors.containsKey(vendorSlug)) {
                return AdminResult.notFound("No such vendor.");
            }
            List<Scope> parsed = new ArrayList<>();
            for (int i = 0; i < scopes.size(); i++) {
                Optional<Scope> scope = Scope.fromWire(scopes.get(i));
                if (scope.isEmpty()) {
                    return AdminResult.invalid("/scopes/" + i, "Unknown scope.");
                }
                parsed.add(scope.get());
            }
            ApiKey key = new ApiKey("k-" + (keys.size() + 1), "v-" + vendorSlug, label, Set.copyOf(parsed), NOW,
                    Optional.empty());
            keys.put(key.id(), key);
            lastSecret = "vfk_live_" + key.id() + "_s3cr3tVALUE";
            return AdminResult.ok(new IssuedKey(key, lastSecret));
        }

        /** The console's forms: the token is not remembered here; the real service's store does that. */
        @Override
        public AdminResult<IssuedKey> issueOnce(String vendorSlug, List<String> scopes, Optional<String> label,
                                                String issueToken) {
            return issue(vendorSlug, scopes, label);
        }

        @Override
        public AdminResult<List<ApiKey>> list(String vendorSlug) {
            return known(vendorSlug, () -> List.copyOf(keys.values()));
        }

        @Override
        public AdminResult<Void> revoke(String vendorSlug, String keyId) {
            ApiKey key = keys.get(keyId);
            if (key == null) {
                return AdminResult.notFound("No such key.");
            }
            keys.put(keyId, new ApiKey(key.id(), key.vendorId(), key.label(), key.scopes(), key.createdAt(),
                    Optional.of(NOW)));
            return done();
        }
    }

    final class Catalog implements ManageCatalogUseCase {
        @Override
        public AdminResult<CatalogEntry> add(NewCatalogProduct product) {
            received.add(product);
            Optional<Category> category = Category.fromSlug(product.category());
            if (category.isEmpty()) {
                return AdminResult.invalid("/category", "Unknown category slug.");
            }
            return AdminResult.ok(new CatalogEntry("cp-1", product.name(), product.brand(), category.get(),
                    product.unit().flatMap(Unit::fromWire)));
        }

        @Override
        public AdminResult<List<String>> addAll(List<NewCatalogProduct> products) {
            received.addAll(products);
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < products.size(); i++) {
                ids.add("cp-" + (i + 1));
            }
            return AdminResult.ok(ids);
        }
    }

    final class Review implements ReviewPositionsUseCase {
        @Override
        public AdminResult<Listing<Position>> list(String vendorSlug, Optional<PositionState> state,
                                                   Optional<String> sku) {
            received.add(state);
            return known(vendorSlug, () -> Listing.inPages(page -> page.after().isPresent() ? List.of()
                    : List.of(position(PositionState.AWAITING_REVIEW)), Position::id));
        }

        @Override
        public AdminResult<Position> link(String vendorSlug, String positionId, Optional<String> catalogProductId,
                                          Optional<Visibility> visibility) {
            received.add(visibility);
            if (positionId.equals("linked")) {
                return AdminResult.conflict("The position is already linked.");
            }
            return known(vendorSlug, () -> position(PositionState.LINKED));
        }

        @Override
        public AdminResult<Integer> linkRecognised(String vendorSlug, Optional<Visibility> visibility) {
            return known(vendorSlug, () -> 3);
        }

        @Override
        public AdminResult<Position> markUnrecognised(String vendorSlug, String positionId) {
            return known(vendorSlug, () -> position(PositionState.PENDING_CATALOG));
        }

        @Override
        public AdminResult<ProductJob> job(String jobId) {
            return jobId.equals("job-1")
                    ? AdminResult.ok(new ProductJob("job-1", "v-acme", "req-1", JobState.DONE, 3, 2, 1, NOW))
                    : AdminResult.notFound("No such job.");
        }

        private Position position(PositionState state) {
            return new Position("pos-1", "v-acme", Optional.of("A-1"), "Seed X", "Brand", Category.SEEDS, Unit.BAG,
                    new BigDecimal("10.50"), new BigDecimal("0"), BigDecimal.ONE, Optional.empty(), Optional.empty(),
                    Optional.empty(), state, Optional.of("cp-1"), "req-1", 0, List.of(), Optional.of("job-1"),
                    Optional.empty());
        }
    }

    final class Offers implements ManageOffersUseCase {
        @Override
        public AdminResult<Listing<Offer>> list(String vendorSlug, Optional<String> sku) {
            int[] pagesRead = {0};
            return known(vendorSlug, () -> Listing.inPages(page -> {
                if (pagesRead[0]++ == failingListingPage) {
                    throw new StorageFailure(StorageFailure.Kind.UNAVAILABLE, "the database is away", null);
                }
                int from = page.after().map(id -> Integer.parseInt(id.substring(3)) + 1).orElse(1);
                List<Offer> offers = new ArrayList<>();
                for (int n = from; n <= listedOffers && offers.size() < page.limit(); n++) {
                    offers.add(offer(n == 1 ? "of-1" : "of-" + n, Visibility.PUBLISHED));
                }
                return offers;
            }, Offer::id, listingPage));
        }

        @Override
        public AdminResult<Offer> create(String vendorSlug, NewOffer offer) {
            received.add(offer);
            return known(vendorSlug, () -> offer(offer.visibility().orElse(Visibility.PUBLISHED)));
        }

        @Override
        public AdminResult<Offer> update(String vendorSlug, String offerId, OfferPatch patch) {
            received.add(patch);
            return known(vendorSlug, () -> offer(patch.visibility().orElse(Visibility.PUBLISHED)));
        }

        @Override
        public AdminResult<Void> delete(String vendorSlug, String offerId) {
            return vendors.containsKey(vendorSlug) ? done() : AdminResult.notFound("No such vendor.");
        }

        private Offer offer(Visibility visibility) {
            return offer("of-1", visibility);
        }

        private Offer offer(String id, Visibility visibility) {
            return new Offer(id, "v-acme", "A-1", "cp-1", new BigDecimal("12.50"), new BigDecimal("1E+2"),
                    BigDecimal.ONE, false, visibility, true, List.of(), Optional.empty(),
                    Optional.of(Instant.parse("2026-11-01T00:00:00Z")));
        }
    }

    final class Feed implements ManageFeedUseCase {
        @Override
        public FeedSave save(String vendorSlug, String url, int hour, String timeZone, TokenChange token) {
            received.add(token);
            if (!vendors.containsKey(vendorSlug)) {
                return new FeedSave.VendorNotFound();
            }
            if (!url.startsWith("https://")) {
                return new FeedSave.Refused("bad_url", "/url", "Only https is allowed.");
            }
            return new FeedSave.Saved(view(url, hour, timeZone, !(token instanceof TokenChange.Remove)));
        }

        @Override
        public AdminResult<FeedSettingsView> get(String vendorSlug) {
            return known(vendorSlug, () -> view("https://feeds.example.com/a.json", 3, "Europe/Kyiv", true));
        }

        @Override
        public AdminResult<Void> delete(String vendorSlug) {
            return vendors.containsKey(vendorSlug) ? done() : AdminResult.notFound("No such vendor.");
        }

        private FeedSettingsView view(String url, int hour, String zone, boolean hasToken) {
            return new FeedSettingsView(url, hour, zone, hasToken, Optional.of("93.184.216.34"),
                    Instant.parse("2026-11-22T01:00:00Z"));
        }
    }

    final class Pull implements RunFeedPullUseCase {
        @Override
        public AdminResult<FeedRun> runNow(String vendorSlug) {
            return known(vendorSlug, () -> new FeedRun("11111111-2222-3333-4444-555555555555", RequestStatus.FAILED,
                    Optional.of("feed_http_error"), OptionalInt.of(503), 0, 0, 0,
                    List.of(Rejection.of(0, "A-1", RowCode.SKU_UNKNOWN)), 1, NOW, NOW.plusSeconds(1)));
        }

        @Override
        public ScheduledRun runScheduled(String vendorId, Instant plannedAt) {
            return new ScheduledRun.NothingToRun();
        }
    }

    final class Journal implements ReadJournalUseCase {
        @Override
        public AdminResult<List<JournalEntry>> journal(String vendorSlug, Optional<Source> source,
                                                       Optional<Integer> limit) {
            throw new UnsupportedOperationException("the console's feed screen, not an operator API call");
        }

        /** One entry, and an older page after it: the adapter's part is the query it passes and the link it makes. */
        @Override
        public AdminResult<JournalPage> journal(String vendorSlug, JournalQuery query) {
            received.add(query);
            return known(vendorSlug, () -> new JournalPage(List.of(new JournalEntry("req-1", "v-acme", Source.API,
                    WriteKind.OFFER_UPDATE.journalLabel(), false, NOW, NOW, RequestStatus.SUCCEEDED, Optional.empty(),
                    OptionalInt.empty(), OptionalInt.empty(), OptionalInt.of(2), OptionalInt.of(1), OptionalInt.of(0),
                    0, Optional.empty(), List.of())), Optional.of(JournalPlace.olderThan("req-1")), Optional.empty()));
        }

        /** The console's journal pages are tested over the real use case (bootstrap). */
        @Override
        public AdminResult<JournalPage> page(String vendorSlug, Optional<Source> source,
                                             Optional<RequestStatus> status, JournalPlace place, int limit) {
            throw new UnsupportedOperationException("not an operator API call");
        }

        @Override
        public AdminResult<List<Notification>> notifications(String vendorSlug) {
            return known(vendorSlug, () -> List.of(new Notification("n-1", "v-acme", NOW, "bad_auth",
                    "The stored token could not be used.", Optional.empty())));
        }
    }
}
