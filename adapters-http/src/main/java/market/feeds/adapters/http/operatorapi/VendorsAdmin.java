package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.in.admin.ManageWarehousesUseCase;

/** Vendors, their warehouses and their API keys. */
final class VendorsAdmin {

    private final ManageVendorsUseCase vendors;
    private final ManageWarehousesUseCase warehouses;
    private final ManageApiKeysUseCase keys;

    VendorsAdmin(ManageVendorsUseCase vendors, ManageWarehousesUseCase warehouses, ManageApiKeysUseCase keys) {
        this.vendors = vendors;
        this.warehouses = warehouses;
        this.keys = keys;
    }

    void register(AdminTable table) {
        table.add(HandlerType.POST, "/vendors", this::createVendor)
                .add(HandlerType.GET, "/vendors/{slug}", this::getVendor)
                .add(HandlerType.PATCH, "/vendors/{slug}", this::updateVendor)
                .add(HandlerType.POST, "/vendors/{slug}/warehouses", this::addWarehouse)
                .add(HandlerType.POST, "/vendors/{slug}/keys", this::issueKey)
                .add(HandlerType.GET, "/vendors/{slug}/keys", this::listKeys)
                .add(HandlerType.DELETE, "/vendors/{slug}/keys/{id}", this::revokeKey);
    }

    private void createVendor(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, "slug", "name", "may_publish");
        AdminReply.send(ctx, vendors.create(body.requiredString("slug"), body.optionalString("name"),
                body.optionalBoolean("may_publish")), 201, VendorJson::vendor);
    }

    private void getVendor(Context ctx) {
        AdminReply.send(ctx, vendors.get(PathValue.of(ctx, "slug")), 200, VendorJson::vendor);
    }

    private void updateVendor(Context ctx) throws IOException {
        StrictObject body = AdminBody.optional(ctx, "active", "may_publish");
        AdminReply.send(ctx, vendors.update(PathValue.of(ctx, "slug"), body.optionalBoolean("active"),
                body.optionalBoolean("may_publish")), 200, VendorJson::vendor);
    }

    private void addWarehouse(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, "label", "city", "primary");
        AdminReply.send(ctx, warehouses.add(PathValue.of(ctx, "slug"), body.requiredString("label"),
                body.optionalString("city"), body.optionalBoolean("primary").orElse(false)), 201,
                VendorJson::warehouse);
    }

    private void issueKey(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, "scopes", "label");
        AdminReply.send(ctx, keys.issue(PathValue.of(ctx, "slug"), body.requiredStrings("scopes"),
                body.optionalString("label")), 201, VendorJson::issuedKey);
    }

    private void listKeys(Context ctx) {
        AdminReply.send(ctx, keys.list(PathValue.of(ctx, "slug")), 200, VendorJson::keys);
    }

    private void revokeKey(Context ctx) {
        AdminReply.noContent(ctx, keys.revoke(PathValue.of(ctx, "slug"), PathValue.of(ctx, "id")));
    }
}
