package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.FindVendorsUseCase;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;
import market.feeds.application.port.in.admin.ListWarehousesUseCase;
import market.feeds.domain.access.Scope;
import market.feeds.domain.warehouse.Warehouse;

/** The vendor list with search and creation, and one vendor's overview: flags, warehouses, API keys. */
final class VendorScreens {

    private static final int PAGE = 50;

    private final FindVendorsUseCase find;
    private final ManageVendorsUseCase vendors;
    private final ManageWarehousesUseCase warehouses;
    private final ListWarehousesUseCase warehouseList;
    private final ManageApiKeysUseCase keys;

    VendorScreens(FindVendorsUseCase find, ManageVendorsUseCase vendors, ManageWarehousesUseCase warehouses,
                  ListWarehousesUseCase warehouseList, ManageApiKeysUseCase keys) {
        this.find = find;
        this.vendors = vendors;
        this.warehouses = warehouses;
        this.warehouseList = warehouseList;
        this.keys = keys;
    }

    void list(Context ctx) {
        ctx.html(listPage(ctx, NewVendorForm.EMPTY));
    }

    private String listPage(Context ctx, NewVendorForm form) {
        String q = Forms.query(ctx, "q");
        FindVendorsUseCase.VendorPage page = find.find(q, Forms.offset(ctx), PAGE);
        String csrf = SessionGate.csrf(ctx);
        String rows = Html.each(page.vendors(), v -> Html.td(
                Html.raw("<a href=\"/console/vendors/" + Html.url(v.slug()) + "\">" + Html.esc(v.slug()) + "</a>"),
                Html.wrap(v.name()), v.active() ? "active" : "inactive", v.mayPublish() ? "yes" : "no",
                Html.raw("<a href=\"/console/vendors/" + Html.url(v.slug()) + "/review\" aria-label=\"Review vendor "
                        + Html.esc(v.slug()) + "\">Review</a>")));
        return Layout.page("Vendors", Optional.empty(), csrf, "<h1>Vendors</h1>" + Refusals.notice(ctx)
                + "<form method=\"get\" action=\"/console/vendors\" role=\"search\" class=\"inline\">"
                + Forms.text("q", "Search by slug or name", "q", q, "type=\"search\"")
                + "<button type=\"submit\">Search</button></form>" + shown(page, q)
                + (page.vendors().isEmpty() && !q.isBlank() && page.offset() == 0
                ? "<p>No vendor matches “" + Html.esc(q) + "”.</p>"
                : Html.table("Vendors" + (q.isBlank() ? "" : " matching “" + q + "”"),
                        Html.th("Slug", "Name", "State", "May publish", ""), rows))
                + Forms.pager("/console/vendors?q=" + Html.url(q), page.offset(), PAGE, page.more())
                + form.render(csrf));
    }

    /** How many vendors the page shows of how many there are (or that match): "Vendors 51–100 of 312". */
    private static String shown(FindVendorsUseCase.VendorPage page, String q) {
        if (page.total() == 0 || page.vendors().isEmpty() && page.offset() == 0) {
            return "";
        }
        String total = page.total() > FindVendorsUseCase.MAX_COUNTED ? "more than " + FindVendorsUseCase.MAX_COUNTED
                : String.valueOf(page.total());
        String of = q.isBlank() ? " of " + total + "." : " of " + total + " matching “" + Html.esc(q) + "”.";
        return "<p id=\"vendor-count\">" + (page.vendors().isEmpty() ? "No vendors this far; " + total + " in all."
                : "Vendors " + (page.offset() + 1) + "–" + (page.offset() + page.vendors().size()) + of) + "</p>";
    }

    /** A refused vendor comes back as the list page with the form as typed and the reason beside its field. */
    void create(Context ctx) {
        String slug = Forms.value(ctx, "slug").orElse("");
        Optional<String> name = Forms.value(ctx, "name");
        boolean mayPublish = Forms.checked(ctx, "may_publish");
        AdminResult<Vendor> created = vendors.create(slug, name, Optional.of(mayPublish));
        if (created instanceof AdminResult.Ok<Vendor> ok) {
            Refusals.done(ctx, "/console/vendors/" + Html.url(ok.value().slug()), "created");
        } else {
            ctx.status(created instanceof AdminResult.Conflict<?> ? 409 : 400).html(listPage(ctx,
                    NewVendorForm.refused(slug, name.orElse(""), mayPublish, created)));
        }
    }

    void overview(Context ctx) {
        String slug = ctx.pathParam("slug");
        AdminResult<Vendor> vendor = vendors.get(slug);
        if (!(vendor instanceof AdminResult.Ok<Vendor> ok)) {
            Refusals.send(ctx, vendor, Optional.empty(), "/console/vendors");
            return;
        }
        ctx.html(Layout.page(slug, Optional.of(slug), SessionGate.csrf(ctx), overviewHtml(ctx, ok.value(),
                Optional.empty())));
    }

    /** The overview with a key just issued: the only page that ever shows its secret. */
    String overviewHtml(Context ctx, Vendor vendor, Optional<ManageApiKeysUseCase.IssuedKey> issued) {
        String csrf = SessionGate.csrf(ctx);
        String base = "/console/vendors/" + Html.url(vendor.slug());
        List<Warehouse> stores = warehouseList.list(vendor.slug()) instanceof AdminResult.Ok<List<Warehouse>> w
                ? w.value() : List.of();
        List<ApiKey> apiKeys = keys.list(vendor.slug()) instanceof AdminResult.Ok<List<ApiKey>> k ? k.value() : List.of();
        return "<h1>" + Html.bidi(vendor.name()) + " <small>(" + Html.esc(vendor.slug()) + ")</small></h1>"
                + Refusals.notice(ctx) + issued.map(KeyScreens::secretOnce).orElse("")
                + "<section aria-labelledby=\"flags\"><h2 id=\"flags\">Account</h2>"
                + Forms.post(base + "/flags", csrf, Forms.checkbox("active", "Active (off: every request answers 403)",
                "active", vendor.active()) + Forms.checkbox("may_publish_flag", "May publish", "may_publish",
                vendor.mayPublish()) + "<button type=\"submit\">Save</button>") + "</section>"
                + "<section aria-labelledby=\"keys\"><h2 id=\"keys\">API keys</h2>"
                + Html.table("API keys", Html.th("Id", "Label", "Scopes", "Created", "State", ""),
                Html.each(apiKeys, key -> KeyScreens.row(base, key)))
                + Forms.post(base + "/keys", csrf, KeyScreens.issueTokenField() + "<fieldset><legend>Scopes</legend>"
                + Forms.checkbox("scope-products", Scope.PRODUCTS_WRITE.wire(), "scope_products", true)
                + Forms.checkbox("scope-offers", Scope.OFFERS_WRITE.wire(), "scope_offers", true) + "</fieldset>"
                + Forms.text("key-label", "Label (optional)", "label", "", "")
                + "<button type=\"submit\">Create key</button>") + "</section>"
                + "<section aria-labelledby=\"warehouses\"><h2 id=\"warehouses\">Warehouses</h2>"
                + Html.table("Warehouses", Html.th("Id", "Label", "City", "Primary"),
                Html.each(stores, w -> Html.td(w.id(), Html.wrap(w.label()), Html.wrap(w.city().orElse("—")),
                        w.primary() ? "yes" : "")))
                + Forms.post(base + "/warehouses", csrf, Forms.text("wh-label", "Label", "label", "", "required")
                + Forms.text("wh-city", "City (optional)", "city", "", "")
                + Forms.checkbox("wh-primary", "Primary", "primary", false)
                + "<button type=\"submit\">Add warehouse</button>") + "</section>";
    }

    void flags(Context ctx) {
        String slug = ctx.pathParam("slug");
        AdminResult<Vendor> updated = vendors.update(slug, Optional.of(Forms.checked(ctx, "active")),
                Optional.of(Forms.checked(ctx, "may_publish")));
        after(ctx, updated, slug, "flags");
    }

    void addWarehouse(Context ctx) {
        String slug = ctx.pathParam("slug");
        after(ctx, warehouses.add(slug, Forms.value(ctx, "label").orElse(""), Forms.value(ctx, "city"),
                Forms.checked(ctx, "primary")), slug, "warehouse");
    }

    private static void after(Context ctx, AdminResult<?> result, String slug, String notice) {
        String page = "/console/vendors/" + Html.url(slug);
        if (result instanceof AdminResult.Ok<?>) {
            Refusals.done(ctx, page, notice);
        } else {
            Refusals.send(ctx, result, Optional.of(slug), page);
        }
    }
}
