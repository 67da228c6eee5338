package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.application.model.PriceStep;
import market.feeds.application.port.in.admin.ManageOffersUseCase;
import market.feeds.application.port.in.admin.ManageOffersUseCase.NewOffer;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;

/** Dashboard-side offer changes: list, create, visibility/completeness/ladder, delete. */
final class OffersAdmin {

    private final ManageOffersUseCase offers;

    OffersAdmin(ManageOffersUseCase offers) {
        this.offers = offers;
    }

    void register(AdminTable table) {
        table.add(HandlerType.GET, "/vendors/{slug}/offers", this::list)
                .add(HandlerType.POST, "/vendors/{slug}/offers", this::create)
                .add(HandlerType.PATCH, "/vendors/{slug}/offers/{id}", this::update)
                .add(HandlerType.DELETE, "/vendors/{slug}/offers/{id}", this::delete);
    }

    private void list(Context ctx) throws IOException {
        ListingReply.send(ctx, offers.list(PathValue.of(ctx, "slug"), AdminQuery.text(ctx, "sku")), OfferJson::offer);
    }

    private void create(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, "sku", "catalog_product_id", "price", "stock", "moq", "visibility",
                "warehouse_id");
        NewOffer offer = new NewOffer(body.requiredString("sku"), body.requiredString("catalog_product_id"),
                body.requiredNumber("price"), body.requiredNumber("stock"), body.optionalNumber("moq"),
                PositionsAdmin.visibility(body), body.optionalString("warehouse_id"));
        AdminReply.send(ctx, offers.create(PathValue.of(ctx, "slug"), offer), 201, OfferJson::offer);
    }

    private void update(Context ctx) throws IOException {
        StrictObject body = AdminBody.optional(ctx, "visibility", "complete", "price_ladder");
        OfferPatch patch = new OfferPatch(PositionsAdmin.visibility(body), body.optionalBoolean("complete"),
                body.nullableObjects("price_ladder", Set.of("min_qty", "price")).map(OffersAdmin::ladder));
        AdminReply.send(ctx, offers.update(PathValue.of(ctx, "slug"), PathValue.of(ctx, "id"), patch), 200,
                OfferJson::offer);
    }

    private void delete(Context ctx) {
        AdminReply.noContent(ctx, offers.delete(PathValue.of(ctx, "slug"), PathValue.of(ctx, "id")));
    }

    private static List<PriceStep> ladder(List<StrictObject> rungs) {
        return rungs.stream().map(OffersAdmin::rung).toList();
    }

    private static PriceStep rung(StrictObject rung) {
        return new PriceStep(positive(rung, "min_qty"), positive(rung, "price"));
    }

    /** PriceStep refuses a rung that is not positive; checked here first so the refusal names its member. */
    private static BigDecimal positive(StrictObject rung, String name) {
        BigDecimal value = rung.requiredNumber(name);
        if (value.signum() <= 0) {
            throw new InvalidRequest(rung.pointerOf(name), name + " must be greater than 0.");
        }
        return value;
    }
}
