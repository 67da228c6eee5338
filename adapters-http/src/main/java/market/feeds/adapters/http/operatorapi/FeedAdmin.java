package market.feeds.adapters.http.operatorapi;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.util.Optional;
import market.feeds.adapters.http.json.StrictObject;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.application.port.in.RunFeedPullUseCase;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSave;
import market.feeds.application.port.in.admin.ManageFeedUseCase.TokenChange;
import market.feeds.domain.code.RequestCode;

/** A vendor's pull settings (the token goes in, never out) and the synchronous "run now". */
final class FeedAdmin {

    private static final String PATH = "/vendors/{slug}/feed";

    private final ManageFeedUseCase feed;
    private final RunFeedPullUseCase pull;

    FeedAdmin(ManageFeedUseCase feed, RunFeedPullUseCase pull) {
        this.feed = feed;
        this.pull = pull;
    }

    void register(AdminTable table) {
        table.add(HandlerType.PUT, PATH, this::save)
                .add(HandlerType.GET, PATH, this::get)
                .add(HandlerType.DELETE, PATH, this::delete)
                .add(HandlerType.POST, PATH + "/runs", this::run);
    }

    private void save(Context ctx) throws IOException {
        StrictObject body = AdminBody.of(ctx, "url", "hour", "time_zone", "token");
        FeedSave saved = feed.save(PathValue.of(ctx, "slug"), body.requiredString("url"), body.requiredInt("hour"),
                body.requiredString("time_zone"), token(body));
        if (saved instanceof FeedSave.Saved ok) {
            AdminReply.send(ctx, AdminResult.ok(ok.settings()), 200,
                    FeedJson::settings);
        } else if (saved instanceof FeedSave.Refused refused) {
            // bad_url, pin_unresolvable and host_not_routable are pull-run codes answered as 400.
            ProblemResponse.send(ctx, new Problem(400, refused.code(), refused.detail(),
                    Optional.ofNullable(refused.pointer())));
        } else {
            // Worded as the use cases word it for every other route.
            ProblemResponse.send(ctx, Problem.of(RequestCode.NOT_FOUND, "no vendor " + PathValue.of(ctx, "slug")));
        }
    }

    /**
     * The token is never returned, so a client cannot send it back unchanged: left out keeps it (while the host
     * stays), null removes it, a string replaces it (decision 0605).
     */
    private static TokenChange token(StrictObject body) {
        if (body.sentAsNull("token")) {
            return TokenChange.REMOVE;
        }
        return body.optionalSecret("token").map(TokenChange::replace).orElse(TokenChange.KEEP);
    }

    private void get(Context ctx) {
        AdminReply.send(ctx, feed.get(PathValue.of(ctx, "slug")), 200, FeedJson::settings);
    }

    private void delete(Context ctx) {
        AdminReply.noContent(ctx, feed.delete(PathValue.of(ctx, "slug")));
    }

    private void run(Context ctx) throws IOException {
        AdminBody.optional(ctx);
        AdminReply.send(ctx, pull.runNow(PathValue.of(ctx, "slug")), 200, FeedJson::run);
    }
}
