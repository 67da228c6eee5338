package market.feeds.adapters.http.operatorapi;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import market.feeds.adapters.http.auth.OperatorGuard;
import market.feeds.adapters.http.auth.Unauthorized;
import market.feeds.adapters.http.routing.RouteTable;
import market.feeds.adapters.http.server.Routes;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageCatalogUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.in.admin.ReadJournalUseCase;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;

/** The operator API of operations contract §3 under {@code /admin/v1}, behind the operator token. */
public final class AdminRoutes implements Routes {

    /** The use cases the operator API calls. */
    public record UseCases(ManageVendorsUseCase vendors, ManageWarehousesUseCase warehouses,
                           ManageApiKeysUseCase keys, ManageCatalogUseCase catalog, ReviewPositionsUseCase review,
                           ManageOffersUseCase offers, ManageFeedUseCase feed, RunFeedPullUseCase pull,
                           ReadJournalUseCase journal) {
    }

    private final OperatorGuard guard;
    private final VendorsAdmin vendors;
    private final CatalogAdmin catalog;
    private final PositionsAdmin positions;
    private final OffersAdmin offers;
    private final FeedAdmin feed;
    private final JournalAdmin journal;

    public AdminRoutes(UseCases useCases, OperatorGuard guard) {
        this.guard = guard;
        this.vendors = new VendorsAdmin(useCases.vendors(), useCases.warehouses(), useCases.keys());
        this.catalog = new CatalogAdmin(useCases.catalog(), useCases.review());
        this.positions = new PositionsAdmin(useCases.review());
        this.offers = new OffersAdmin(useCases.offers());
        this.feed = new FeedAdmin(useCases.feed(), useCases.pull());
        this.journal = new JournalAdmin(useCases.journal());
    }

    @Override
    public void register(RoutesConfig routes) {
        // Before any route is matched: an unknown path or method under /admin answers 401 too, so nobody
        // without the token learns which operator routes exist (no 404/405 to enumerate them by). Every path is
        // seen, because "under /admin" is decided on the normalised path (//admin, /%61dmin, /admin;x).
        routes.before(this::refuseWithoutToken);
        RouteTable table = new RouteTable(routes);
        AdminTable admin = new AdminTable(table, guard);
        vendors.register(admin);
        catalog.register(admin);
        positions.register(admin);
        offers.register(admin);
        feed.register(admin);
        journal.register(admin);
        table.refuseOtherMethods();
    }

    private void refuseWithoutToken(Context ctx) {
        if (AdminPath.isUnder(ctx.req().getRequestURI()) && !guard.admits(ctx)) {
            Unauthorized.send(ctx);
            ctx.skipRemainingHandlers();
        }
    }
}
