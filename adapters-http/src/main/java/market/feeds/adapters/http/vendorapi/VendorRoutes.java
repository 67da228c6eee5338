package market.feeds.adapters.http.vendorapi;

import io.javalin.config.RoutesConfig;
import io.javalin.http.HandlerType;
import java.util.Map;
import market.feeds.adapters.http.metrics.HttpMetrics;
import market.feeds.adapters.http.routing.RouteTable;
import market.feeds.adapters.http.server.Routes;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.PageRejectionsUseCase;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.SubmitProductFeedUseCase;
import market.feeds.application.port.in.UpdateOffersUseCase;
import market.feeds.application.port.in.WhoAmIUseCase;
import market.feeds.domain.write.WriteKind;

/** The four vendor endpoints of the contract; the routes of the two kinds of write are named here only. */
public final class VendorRoutes implements Routes {

    private static final String PRODUCTS = "/v1/products";
    private static final String OFFERS = "/v1/offers";

    /** The use cases the vendor API calls. */
    public record UseCases(AuthorizeVendorUseCase authorize, AdmitRequestUseCase admit, WhoAmIUseCase whoami,
                           SubmitProductFeedUseCase products, UpdateOffersUseCase offers,
                           PageRejectionsUseCase rejections) {
    }

    private final WhoAmIEndpoint whoami;
    private final WriteEndpoint<ProductFeedResult> products;
    private final WriteEndpoint<OfferUpdateResult> offers;
    private final RejectionsEndpoint rejections;

    public VendorRoutes(UseCases useCases, HttpMetrics metrics) {
        VendorGate gate = new VendorGate(useCases.authorize(), useCases.admit());
        this.whoami = new WhoAmIEndpoint(gate, useCases.whoami());
        this.products = new WriteEndpoint<>(gate, WriteKind.PRODUCT_FEED, useCases.products()::submit,
                ResultJson::productFeed, ProductFeedResult::requestId,
                result -> Map.of("accepted", result.accepted(), "rejected", result.rejectedTotal()), metrics);
        this.offers = new WriteEndpoint<>(gate, WriteKind.OFFER_UPDATE, useCases.offers()::update,
                ResultJson::offerUpdate, OfferUpdateResult::requestId,
                result -> Map.of("applied", result.applied(), "unchanged", result.unchanged(),
                        "rejected", result.rejectedTotal()), metrics);
        this.rejections = new RejectionsEndpoint(gate, useCases.rejections());
    }

    @Override
    public void register(RoutesConfig routes) {
        RouteTable table = new RouteTable(routes)
                .add(HandlerType.GET, "/v1/whoami", whoami::handle)
                .add(HandlerType.POST, PRODUCTS, products::handle)
                .add(HandlerType.PATCH, OFFERS, offers::handle)
                .add(HandlerType.GET, RejectionsEndpoint.PATH, rejections::handle);
        // The vendor API's codes are a closed set with no code for a wrong method; 404 not_found is in it.
        table.refuseOtherMethodsAsNotFound();
    }

    /** The two write endpoints: even a request Jetty cannot read is answered there in the contract's codes. */
    @Override
    public boolean answersInClosedSet(String path) {
        return PRODUCTS.equals(path) || OFFERS.equals(path);
    }
}
