package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.Listing;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.application.port.in.admin.ListWarehousesUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.SearchCatalogUseCase;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.warehouse.Warehouse;

/** Offers found by sku: visibility, completeness, and removing a price ladder ("in the vendor's dashboard"). */
final class OfferScreen {

    private final ManageVendorsUseCase vendors;
    private final ManageOffersUseCase offers;
    private final SearchCatalogUseCase catalog;
    private final ListWarehousesUseCase warehouses;

    OfferScreen(ManageVendorsUseCase vendors, ManageOffersUseCase offers, SearchCatalogUseCase catalog,
                ListWarehousesUseCase warehouses) {
        this.vendors = vendors;
        this.offers = offers;
        this.catalog = catalog;
        this.warehouses = warehouses;
    }

    void show(Context ctx) {
        String slug = ctx.pathParam("slug");
        String sku = Forms.query(ctx, "sku").strip();
        // The empty search form of a vendor that does not exist would otherwise be a page that cannot find anything.
        AdminResult<Vendor> vendor = vendors.get(slug);
        if (!(vendor instanceof AdminResult.Ok<Vendor>)) {
            Refusals.send(ctx, vendor, Optional.empty(), "/console/vendors");
            return;
        }
        String csrf = SessionGate.csrf(ctx);
        String base = "/console/vendors/" + Html.url(slug) + "/offers";
        String found = "";
        if (!sku.isEmpty()) {
            AdminResult<Listing<Offer>> result = offers.list(slug, Optional.of(sku));
            if (!(result instanceof AdminResult.Ok<Listing<Offer>> ok)) {
                Refusals.send(ctx, result, Optional.empty(), "/console/vendors");
                return;
            }
            List<Offer> ofSku = ok.value().toList(); // the offers of one sku: one or a few
            found = ofSku.isEmpty() ? "<p>No offer has the sku “" + Html.esc(sku) + "”.</p>"
                    : Html.each(ofSku, offer -> card(slug, base, csrf, sku, offer));
        }
        ctx.html(Layout.page("Offers " + slug, Optional.of(slug), csrf, "<h1>Offers: " + Html.esc(slug) + "</h1>"
                + Refusals.notice(ctx) + "<form method=\"get\" action=\"" + base + "\" role=\"search\" class=\"inline\">"
                + Forms.text("sku", "Sku", "sku", sku, "type=\"search\" required")
                + "<button type=\"submit\">Find</button></form>" + found));
    }

    private String card(String slug, String base, String csrf, String sku, Offer offer) {
        String at = base + "/" + Html.url(offer.id());
        String back = "?sku=" + Html.url(sku);
        String options = java.util.Arrays.stream(Visibility.values()).map(v -> "<option value=\"" + v.wire() + "\""
                + (v == offer.visibility() ? " selected" : "") + ">" + v.wire() + "</option>").collect(Collectors.joining());
        String ladder = offer.priceLadder().stream().map(step -> Html.esc(step.minQty().toPlainString()) + "+ at "
                + Html.esc(step.price().toPlainString())).collect(Collectors.joining("; "));
        String removeLadder = offer.hasPriceLadder() ? Forms.post(at + "/remove-ladder" + back, csrf,
                "<button type=\"submit\" class=\"secondary\">Remove price ladder</button>") : "";
        return "<section class=\"card\" aria-labelledby=\"offer-" + Html.esc(offer.id()) + "\"><h2 id=\"offer-"
                + Html.esc(offer.id()) + "\">" + Html.esc(offer.sku()) + "</h2><dl>"
                + "<dt>Offer id</dt><dd>" + Html.esc(offer.id()) + "</dd>"
                + "<dt>Catalogue product</dt><dd>" + product(offer.catalogProductId()) + "</dd>"
                + "<dt>Warehouse</dt><dd>" + warehouse(slug, offer) + "</dd>"
                + "<dt>Last update from the vendor</dt><dd>" + offer.updatedAt().map(Html::when).orElse("—") + "</dd>"
                + "<dt>Price / stock / moq</dt><dd>" + Html.esc(offer.price().toPlainString()) + " / "
                + Html.esc(offer.stock().toPlainString()) + " / " + Html.esc(offer.moq().toPlainString()) + "</dd>"
                + "<dt>Discontinued</dt><dd>" + (offer.discontinued() ? "yes" : "no") + "</dd>"
                + "<dt>Price ladder</dt><dd>" + (ladder.isEmpty() ? "none" : ladder) + "</dd></dl>"
                + Forms.post(at + back, csrf, "<label for=\"vis-" + Html.esc(offer.id()) + "\">Visibility</label>"
                + "<select id=\"vis-" + Html.esc(offer.id()) + "\" name=\"visibility\">" + options + "</select>"
                + Forms.checkbox("complete-" + Html.esc(offer.id()), "Complete", "complete", offer.complete())
                + OfferFormChange.shown(offer) + "<button type=\"submit\">Save offer</button>") + removeLadder
                + "</section>";
    }

    /** Writes only what the operator changed on the card, so a change made meanwhile through the API stays. */
    void update(Context ctx) {
        String slug = ctx.pathParam("slug");
        OfferPatch patch = OfferFormChange.read(ctx);
        if (patch.visibility().isEmpty() && patch.complete().isEmpty()) {
            Refusals.done(ctx, page(ctx, slug), "offer-unchanged");
            return;
        }
        after(ctx, slug, offers.update(slug, ctx.pathParam("id"), patch), "offer");
    }

    private String product(String id) {
        return catalog.product(id).map(p -> Html.esc(p.name()) + " <small>" + Html.esc(p.brand()) + " · "
                + Html.esc(id) + "</small>").orElse(Html.esc(id));
    }

    private String warehouse(String slug, Offer offer) {
        if (offer.warehouseId().isEmpty()) {
            return "none";
        }
        String id = offer.warehouseId().get();
        List<Warehouse> known = warehouses.list(slug) instanceof AdminResult.Ok<List<Warehouse>> ok
                ? ok.value() : List.of();
        return Html.esc(known.stream().filter(w -> w.id().equals(id)).map(Warehouse::label).findFirst().orElse(id));
    }

    void removeLadder(Context ctx) {
        String slug = ctx.pathParam("slug");
        after(ctx, slug, offers.update(slug, ctx.pathParam("id"), new OfferPatch(Optional.empty(), Optional.empty(),
                Optional.of(List.of()))), "ladder");
    }

    private static String page(Context ctx, String slug) {
        return "/console/vendors/" + Html.url(slug) + "/offers?sku="
                + Html.url(Optional.ofNullable(ctx.queryParam("sku")).orElse(""));
    }

    private static void after(Context ctx, String slug, AdminResult<?> result, String notice) {
        String page = page(ctx, slug);
        if (result instanceof AdminResult.Ok<?>) {
            Refusals.done(ctx, page, notice);
        } else {
            Refusals.send(ctx, result, Optional.of(slug), page);
        }
    }
}
