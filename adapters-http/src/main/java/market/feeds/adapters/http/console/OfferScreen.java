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
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.domain.offer.Visibility;

/** Offers found by sku: visibility, completeness, and removing a price ladder ("in the vendor's dashboard"). */
final class OfferScreen {

    private final ManageVendorsUseCase vendors;
    private final ManageOffersUseCase offers;

    OfferScreen(ManageVendorsUseCase vendors, ManageOffersUseCase offers) {
        this.vendors = vendors;
        this.offers = offers;
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
                    : Html.each(ofSku, offer -> card(base, csrf, sku, offer));
        }
        ctx.html(Layout.page("Offers " + slug, Optional.of(slug), csrf, "<h1>Offers: " + Html.esc(slug) + "</h1>"
                + Refusals.notice(ctx) + "<form method=\"get\" action=\"" + base + "\" role=\"search\" class=\"inline\">"
                + Forms.text("sku", "Sku", "sku", sku, "type=\"search\" required")
                + "<button type=\"submit\">Find</button></form>" + found));
    }

    private static String card(String base, String csrf, String sku, Offer offer) {
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
                + "<dt>Catalogue product</dt><dd>" + Html.esc(offer.catalogProductId()) + "</dd>"
                + "<dt>Price / stock / moq</dt><dd>" + Html.esc(offer.price().toPlainString()) + " / "
                + Html.esc(offer.stock().toPlainString()) + " / " + Html.esc(offer.moq().toPlainString()) + "</dd>"
                + "<dt>Discontinued</dt><dd>" + (offer.discontinued() ? "yes" : "no") + "</dd>"
                + "<dt>Price ladder</dt><dd>" + (ladder.isEmpty() ? "none" : ladder) + "</dd></dl>"
                + Forms.post(at + back, csrf, "<label for=\"vis-" + Html.esc(offer.id()) + "\">Visibility</label>"
                + "<select id=\"vis-" + Html.esc(offer.id()) + "\" name=\"visibility\">" + options + "</select>"
                + Forms.checkbox("complete-" + Html.esc(offer.id()), "Complete", "complete", offer.complete())
                + "<button type=\"submit\">Save offer</button>") + removeLadder + "</section>";
    }

    void update(Context ctx) {
        String slug = ctx.pathParam("slug");
        Optional<String> sent = Forms.value(ctx, "visibility");
        Optional<Visibility> visibility = sent.flatMap(Visibility::fromWire);
        if (sent.isPresent() && visibility.isEmpty()) {
            Refusals.send(ctx, 400, "visibility must be one of draft, paused, published.", Optional.of(slug),
                    "/console/vendors/" + Html.url(slug) + "/offers");
            return;
        }
        after(ctx, slug, offers.update(slug, ctx.pathParam("id"), new OfferPatch(visibility,
                Optional.of(Forms.checked(ctx, "complete")), Optional.empty())), "offer");
    }

    void removeLadder(Context ctx) {
        String slug = ctx.pathParam("slug");
        after(ctx, slug, offers.update(slug, ctx.pathParam("id"), new OfferPatch(Optional.empty(), Optional.empty(),
                Optional.of(List.of()))), "ladder");
    }

    private static void after(Context ctx, String slug, AdminResult<?> result, String notice) {
        String page = "/console/vendors/" + Html.url(slug) + "/offers?sku="
                + Html.url(Optional.ofNullable(ctx.queryParam("sku")).orElse(""));
        if (result instanceof AdminResult.Ok<?>) {
            Refusals.done(ctx, page, notice);
        } else {
            Refusals.send(ctx, result, Optional.of(slug), page);
        }
    }
}
