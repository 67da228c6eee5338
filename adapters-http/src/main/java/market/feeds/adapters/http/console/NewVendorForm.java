package market.feeds.adapters.http.console;

import java.util.Optional;
import market.feeds.application.port.in.admin.AdminResult;

/** The new-vendor form, empty or again with what the operator typed and the reason it was refused. */
record NewVendorForm(String slug, String name, boolean mayPublish, Optional<FieldError> error) {

    static final NewVendorForm EMPTY = new NewVendorForm("", "", true, Optional.empty());

    /** The typed values with the refusal beside its field (a taken slug is about the slug). */
    static NewVendorForm refused(String slug, String name, boolean mayPublish, AdminResult<?> refusal) {
        FieldError error = refusal instanceof AdminResult.Invalid<?> invalid
                ? new FieldError(invalid.pointer().equals("/name") ? "name" : "slug", invalid.detail())
                : new FieldError("slug", refusal instanceof AdminResult.Conflict<?> c ? c.detail() : "not created");
        return new NewVendorForm(slug, name, mayPublish, Optional.of(error));
    }

    String render(String csrf) {
        return "<section aria-labelledby=\"new-vendor\"><h2 id=\"new-vendor\">New vendor</h2>"
                + Forms.post("/console/vendors", csrf,
                Forms.text("slug", "Slug", "slug", slug, "required pattern=\"[a-z0-9][a-z0-9-]*\""
                        + FieldError.describedBy(error, "slug")) + FieldError.under(error, "slug")
                        + Forms.text("name", "Name (optional)", "name", name, FieldError.describedBy(error, "name"))
                        + FieldError.under(error, "name")
                        + Forms.checkbox("may_publish", "May publish", "may_publish", mayPublish)
                        + "<button type=\"submit\">Create vendor</button>") + "</section>";
    }
}
