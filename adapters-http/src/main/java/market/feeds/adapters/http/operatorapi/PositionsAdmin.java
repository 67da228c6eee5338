package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.util.Optional;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.adapters.http.json.InvalidRequest;
import market.feeds.application.port.in.admin.ReviewPositionsUseCase;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.position.PositionState;

/** The review screen: positions, linking one or all recognised, marking unrecognised. */
final class PositionsAdmin {

    private final ReviewPositionsUseCase review;

    PositionsAdmin(ReviewPositionsUseCase review) {
        this.review = review;
    }

    void register(AdminTable table) {
        table.add(HandlerType.GET, "/vendors/{slug}/positions", this::list)
                .add(HandlerType.POST, "/vendors/{slug}/positions/link-recognised", this::linkRecognised)
                .add(HandlerType.POST, "/vendors/{slug}/positions/{id}/link", this::link)
                .add(HandlerType.POST, "/vendors/{slug}/positions/{id}/unrecognised", this::unrecognised);
    }

    private void list(Context ctx) throws IOException {
        Optional<PositionState> state = AdminQuery.oneOf(ctx, "state", PositionState::fromWire,
                "awaiting_review, pending_catalog, linked");
        ListingReply.send(ctx, review.list(PathValue.of(ctx, "slug"), state, AdminQuery.text(ctx, "sku")),
                CatalogJson::position);
    }

    private void link(Context ctx) throws IOException {
        StrictObject body = AdminBody.optional(ctx, "catalog_product_id", "visibility");
        AdminReply.send(ctx, review.link(PathValue.of(ctx, "slug"), PathValue.of(ctx, "id"),
                body.optionalString("catalog_product_id"), visibility(body)), 200, CatalogJson::position);
    }

    private void linkRecognised(Context ctx) throws IOException {
        StrictObject body = AdminBody.optional(ctx, "visibility");
        AdminReply.send(ctx, review.linkRecognised(PathValue.of(ctx, "slug"), visibility(body)), 200,
                CatalogJson::linked);
    }

    private void unrecognised(Context ctx) throws IOException {
        AdminBody.optional(ctx);
        AdminReply.send(ctx, review.markUnrecognised(PathValue.of(ctx, "slug"), PathValue.of(ctx, "id")), 200,
                CatalogJson::position);
    }

    static Optional<Visibility> visibility(StrictObject body) {
        return body.optionalString("visibility").map(value -> Visibility.fromWire(value).orElseThrow(
                () -> new InvalidRequest(body.pointerOf("visibility"),
                        "visibility must be one of draft, paused, published.")));
    }
}
