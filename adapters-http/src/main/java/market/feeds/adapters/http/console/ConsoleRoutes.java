package market.feeds.adapters.http.console;

import io.javalin.config.RoutesConfig;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpStatus;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Function;
import market.feeds.adapters.http.routing.RouteTable;
import market.feeds.adapters.http.server.Routes;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.FindVendorsUseCase;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.in.admin.ListWarehousesUseCase;
import market.feeds.application.port.in.admin.OperatorSessionsUseCase;
import market.feeds.application.port.in.admin.PageReviewUseCase;
import market.feeds.application.port.in.admin.PageRunRejectionsUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.application.port.in.admin.ReviewBacklogUseCase;
import market.feeds.application.port.in.admin.SearchCatalogUseCase;

/** The operator console under {@code /console}: server-rendered pages over the operator use cases (decision 1000). */
public final class ConsoleRoutes implements Routes {

    /** The use cases the console calls: the operator API's and the console's own reads. */
    public record UseCases(OperatorSessionsUseCase sessions, FindVendorsUseCase findVendors,
                           ManageVendorsUseCase vendors, ManageWarehousesUseCase warehouses, ListWarehousesUseCase warehouseList,
                           ManageApiKeysUseCase keys, ReviewBacklogUseCase backlog, PageReviewUseCase reviewPages, ReviewPositionsUseCase review,
                           SearchCatalogUseCase catalog, ManageOffersUseCase offers, ManageFeedUseCase feed,
                           RunFeedPullUseCase pull, ReadJournalUseCase journal, PageRunRejectionsUseCase rejections) {
    }

    private static final String VENDOR = "/console/vendors/{slug}";

    private final SessionGate gate;
    private final SignInScreen signIn;
    private final VendorScreens vendors;
    private final KeyScreens keys;
    private final ReviewScreen review;
    private final PickScreen pick;
    private final LinkAllScreen linkAll;
    private final BacklogScreen backlog;
    private final OfferScreen offers;
    private final FeedScreen feed;
    private final FeedRemoval feedRemoval;
    private final JournalScreens journal;

    /** @param codeMeaning the published contract's meaning of a row, request or pull-run code */
    public ConsoleRoutes(UseCases u, Function<String, Optional<String>> codeMeaning, Clock clock) {
        gate = new SessionGate(u.sessions());
        signIn = new SignInScreen(u.sessions(), clock);
        vendors = new VendorScreens(u.findVendors(), u.vendors(), u.warehouses(), u.warehouseList(), u.keys());
        keys = new KeyScreens(u.vendors(), u.keys(), vendors);
        review = new ReviewScreen(u.reviewPages(), u.review(), u.warehouseList());
        pick = new PickScreen(u.reviewPages(), u.catalog(), u.review());
        linkAll = new LinkAllScreen(u.reviewPages(), u.review());
        backlog = new BacklogScreen(u.backlog());
        offers = new OfferScreen(u.vendors(), u.offers(), u.catalog(), u.warehouseList());
        feed = new FeedScreen(u.feed(), u.pull(), u.journal(), codeMeaning, clock);
        feedRemoval = new FeedRemoval(u.feed());
        journal = new JournalScreens(u.journal(), u.rejections(), codeMeaning);
    }

    @Override
    public void register(RoutesConfig routes) {
        // The form first, so that the session check's CSRF comparison reads it as the screens do (decision 0508).
        routes.before("/console", FormBody::readAhead);
        routes.before("/console/*", FormBody::readAhead);
        routes.before("/console", gate::check);
        routes.before("/console/*", gate::check);
        // Problems answered on console addresses become console pages (a 503, a 405, a 404 for a post, a fault).
        routes.after("/console", ProblemPages::render);
        routes.after("/console/*", ProblemPages::render);
        routes.exception(ConsoleInputRefused.class, (refused, ctx) ->
                Refusals.send(ctx, 400, refused.getMessage(), Optional.empty(), "/console/vendors"));
        RouteTable table = new RouteTable(routes);
        table.add(HandlerType.GET, "/console/assets/{name}", ConsoleAssets::serve)
                .add(HandlerType.GET, "/console", ctx -> ctx.redirect("/console/vendors", HttpStatus.SEE_OTHER))
                .add(HandlerType.GET, SessionGate.SIGN_IN, signIn::show)
                .add(HandlerType.POST, SessionGate.SIGN_IN, signIn::signIn)
                .add(HandlerType.POST, "/console/sign-out", signIn::signOut)
                .add(HandlerType.GET, "/console/review", backlog::show)
                .add(HandlerType.GET, "/console/vendors", vendors::list)
                .add(HandlerType.POST, "/console/vendors", vendors::create)
                .add(HandlerType.GET, VENDOR, vendors::overview)
                .add(HandlerType.POST, VENDOR + "/flags", vendors::flags)
                .add(HandlerType.POST, VENDOR + "/warehouses", vendors::addWarehouse)
                .add(HandlerType.POST, VENDOR + "/keys", keys::issue)
                .add(HandlerType.GET, VENDOR + "/keys/{id}/revoke", keys::confirmRevoke)
                .add(HandlerType.POST, VENDOR + "/keys/{id}/revoke", keys::revoke)
                .add(HandlerType.GET, VENDOR + "/review", review::show)
                .add(HandlerType.GET, VENDOR + "/review/link-recognised", linkAll::confirm)
                .add(HandlerType.POST, VENDOR + "/review/link-recognised", linkAll::link)
                .add(HandlerType.GET, VENDOR + "/review/{id}/pick", pick::show)
                .add(HandlerType.POST, VENDOR + "/review/{id}/pick", pick::linkTyped)
                .add(HandlerType.POST, VENDOR + "/review/{id}/link", review::link)
                .add(HandlerType.POST, VENDOR + "/review/{id}/unrecognised", review::markUnrecognised)
                .add(HandlerType.GET, VENDOR + "/offers", offers::show)
                .add(HandlerType.POST, VENDOR + "/offers/{id}", offers::update)
                .add(HandlerType.POST, VENDOR + "/offers/{id}/remove-ladder", offers::removeLadder)
                .add(HandlerType.GET, VENDOR + "/feed", feed::show)
                .add(HandlerType.POST, VENDOR + "/feed", feed::save)
                .add(HandlerType.POST, VENDOR + "/feed/run", feed::runNow)
                .add(HandlerType.GET, VENDOR + "/feed/remove", feedRemoval::confirm)
                .add(HandlerType.POST, VENDOR + "/feed/remove", feedRemoval::remove)
                .add(HandlerType.GET, VENDOR + "/journal", journal::list)
                .add(HandlerType.GET, VENDOR + "/journal/{id}", journal::entry);
        table.refuseOtherMethods();
        // Last: a page address that names no screen (an old bookmark, a typo) gets a console page, not JSON.
        io.javalin.http.Handler noScreen = ctx -> Refusals.send(ctx, 404, "There is no console page at " + ctx.path()
                + ".", Optional.empty(), "/console/vendors");
        routes.get("/console/<rest>", noScreen);
        routes.addHttpHandler(HandlerType.HEAD, "/console/<rest>", noScreen);
    }
}
