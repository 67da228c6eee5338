package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.domain.access.Scope;

/** API keys: issue (the secret shown once, on the answer to the post), revoke after a confirmation page. */
final class KeyScreens {

    private static final String ISSUE_TOKEN = "issue_token";

    private final ManageVendorsUseCase vendors;
    private final ManageApiKeysUseCase keys;
    private final VendorScreens overview;

    KeyScreens(ManageVendorsUseCase vendors, ManageApiKeysUseCase keys, VendorScreens overview) {
        this.vendors = vendors;
        this.keys = keys;
        this.overview = overview;
    }

    void issue(Context ctx) {
        String slug = ctx.pathParam("slug");
        List<String> scopes = new ArrayList<>();
        if (Forms.checked(ctx, "scope_products")) {
            scopes.add(Scope.PRODUCTS_WRITE.wire());
        }
        if (Forms.checked(ctx, "scope_offers")) {
            scopes.add(Scope.OFFERS_WRITE.wire());
        }
        Optional<String> token = Forms.value(ctx, ISSUE_TOKEN);
        if (token.isPresent() && !isIssueToken(token.get())) {
            Refusals.send(ctx, 400, "This form is not one the console made; open the vendor page again.",
                    Optional.of(slug), "/console/vendors/" + Html.url(slug));
            return;
        }
        // A form from before the token existed still issues a key, as it did.
        AdminResult<ManageApiKeysUseCase.IssuedKey> issued = token.isPresent()
                ? keys.issueOnce(slug, scopes, Forms.value(ctx, "label"), token.get())
                : keys.issue(slug, scopes, Forms.value(ctx, "label"));
        AdminResult<Vendor> vendor = vendors.get(slug);
        if (issued instanceof AdminResult.Ok<ManageApiKeysUseCase.IssuedKey> key
                && vendor instanceof AdminResult.Ok<Vendor> v) {
            // Answered directly, never redirected: a reload or the history cannot bring the secret back.
            ctx.html(Layout.page(slug, Optional.of(slug), SessionGate.csrf(ctx),
                    overview.overviewHtml(ctx, v.value(), Optional.of(key.value()))));
        } else {
            Refusals.send(ctx, issued, Optional.of(slug), "/console/vendors/" + Html.url(slug));
        }
    }

    /**
     * The form's one-time token: the page that shows a new key's secret answers the post itself (it is never
     * redirected to, so the secret never lands in the history), and a reload sends the same form again. The token
     * makes that second send find the key the first one issued instead of issuing another (decision 1002).
     */
    static String issueTokenField() {
        return "<input type=\"hidden\" name=\"" + ISSUE_TOKEN + "\" value=\"" + UUID.randomUUID() + "\">";
    }

    private static boolean isIssueToken(String value) {
        try {
            return UUID.fromString(value).toString().equals(value);
        } catch (IllegalArgumentException notOne) {
            return false;
        }
    }

    void confirmRevoke(Context ctx) {
        String slug = ctx.pathParam("slug");
        String id = ctx.pathParam("id");
        String base = "/console/vendors/" + Html.url(slug);
        // Ask only about a key that can still be revoked: an unknown or revoked one gets its answer here, not after.
        if (!revocable(ctx, slug, id, base)) {
            return;
        }
        ctx.html(Layout.page("Revoke key", Optional.of(slug), SessionGate.csrf(ctx),
                "<h1>Revoke key " + Html.esc(id) + "?</h1><p>Requests signed with this key answer 401 from then on."
                        + " This cannot be undone.</p>"
                        + Forms.post(base + "/keys/" + Html.url(id) + "/revoke", SessionGate.csrf(ctx),
                        "<button type=\"submit\" class=\"danger\">Revoke key</button> <a href=\"" + base
                                + "\">Cancel</a>")));
    }

    /** True when the key exists and is live; otherwise answers 404 or 409 and is false. */
    private boolean revocable(Context ctx, String slug, String id, String base) {
        AdminResult<List<ApiKey>> listed = keys.list(slug);
        if (!(listed instanceof AdminResult.Ok<List<ApiKey>> ok)) {
            Refusals.send(ctx, listed, Optional.empty(), "/console/vendors");
            return false;
        }
        Optional<ApiKey> key = ok.value().stream().filter(k -> k.id().equals(id)).findFirst();
        if (key.isEmpty() || key.get().revoked()) {
            Refusals.send(ctx, key.isEmpty() ? 404 : 409, key.isEmpty() ? "Vendor " + slug + " has no key " + id + "."
                    : "Key " + id + " is already revoked.", Optional.of(slug), base);
            return false;
        }
        return true;
    }

    void revoke(Context ctx) {
        String slug = ctx.pathParam("slug");
        String page = "/console/vendors/" + Html.url(slug);
        // A stale confirmation page (the browser's Back, a second operator) must not report a revocation it did not do.
        if (!revocable(ctx, slug, ctx.pathParam("id"), page)) {
            return;
        }
        AdminResult<Void> revoked = keys.revoke(slug, ctx.pathParam("id"));
        if (revoked instanceof AdminResult.Ok<Void>) {
            Refusals.done(ctx, page, "revoked");
        } else {
            Refusals.send(ctx, revoked, Optional.of(slug), page);
        }
    }

    static String row(String base, ApiKey key) {
        String action = key.revoked() ? "" : "<a href=\"" + base + "/keys/" + Html.url(key.id())
                + "/revoke\" aria-label=\"" + Html.esc("Revoke key " + name(key)) + "\">Revoke…</a>";
        return Html.td(key.id(), Html.wrap(key.label().orElse("—")),
                key.scopes().stream().map(Scope::wire).sorted().collect(Collectors.joining(", ")),
                Html.raw(Html.when(key.createdAt())),
                Html.raw(key.revokedAt().map(at -> "revoked " + Html.when(at)).orElse("active")), Html.raw(action));
    }

    /** How a key is named to a person: its label when it has one, and the start of its id, which is unique. */
    private static String name(ApiKey key) {
        String id = key.id().length() > 8 ? key.id().substring(0, 8) : key.id();
        return key.label().map(label -> label + " (" + id + ")").orElse(id);
    }

    static String secretOnce(ManageApiKeysUseCase.IssuedKey issued) {
        return "<section class=\"secret\" aria-labelledby=\"new-key\"><h2 id=\"new-key\">New key "
                + Html.esc(issued.key().id()) + "</h2><p>Copy the secret now: it is shown this once and never again."
                + "</p><p><code id=\"key-secret\">" + Html.esc(issued.secret()) + "</code> "
                + "<button type=\"button\" data-copy=\"key-secret\" data-status=\"copy-status\">Copy</button>"
                // The button's new text is not read out; a polite live region tells a screen reader what happened.
                + " <span id=\"copy-status\" role=\"status\" aria-live=\"polite\"></span></p></section>";
    }
}
