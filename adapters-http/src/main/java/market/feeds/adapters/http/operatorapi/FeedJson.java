package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.OptionalInt;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.json.RejectionJson;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.RunFeedPullUseCase.FeedRun;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSettingsView;

/** Operator API shapes of feed settings, runs, the journal and notifications (§3); "x?" members are omitted when absent. */
final class FeedJson {

    private FeedJson() {
    }

    /** Never the token: only whether there is one. */
    static ObjectNode settings(FeedSettingsView settings) {
        ObjectNode node = Json.object();
        node.put("url", settings.url());
        node.put("hour", settings.hour());
        node.put("time_zone", settings.timeZone());
        node.put("has_token", settings.hasToken());
        node.put("pinned_address", settings.pinnedAddress().orElse(null));
        node.put("next_run_at", Json.time(settings.nextRunAt()));
        return node;
    }

    static ObjectNode run(FeedRun run) {
        ObjectNode node = Json.object();
        node.put("request_id", run.requestId());
        node.put("source", Source.FEED.wire());
        node.put("status", run.status().wire());
        run.code().ifPresent(code -> node.put("code", code));
        run.httpStatus().ifPresent(status -> node.put("http_status", status));
        node.put("applied", run.applied());
        node.put("unchanged", run.unchanged());
        node.put("not_published", run.notPublished());
        node.set("rejected", RejectionJson.rejections(run.rejected()));
        node.put("rejected_total", run.rejectedTotal());
        node.put("started_at", Json.time(run.startedAt()));
        node.put("finished_at", Json.time(run.finishedAt()));
        return node;
    }

    static ArrayNode journal(List<JournalEntry> entries) {
        ArrayNode array = Json.array();
        for (JournalEntry entry : entries) {
            ObjectNode node = array.addObject();
            node.put("request_id", entry.requestId());
            node.put("source", entry.source().wire());
            node.put("endpoint", entry.endpoint());
            node.put("dry_run", entry.dryRun());
            node.put("created_at", Json.time(entry.createdAt()));
            node.put("status", entry.status().wire());
            entry.code().ifPresent(code -> node.put("code", code));
            putIfPresent(node, "accepted", entry.accepted());
            putIfPresent(node, "applied", entry.applied());
            putIfPresent(node, "unchanged", entry.unchanged());
            putIfPresent(node, "not_published", entry.notPublished());
            node.put("rejected_total", entry.rejectedTotal());
        }
        return array;
    }

    static ArrayNode notifications(List<Notification> notifications) {
        ArrayNode array = Json.array();
        for (Notification notification : notifications) {
            ObjectNode node = array.addObject();
            node.put("id", notification.id());
            node.put("created_at", Json.time(notification.createdAt()));
            node.put("code", notification.code());
            node.put("message", notification.message());
            node.put("request_id", notification.requestId().orElse(null));
        }
        return array;
    }

    private static void putIfPresent(ObjectNode node, String name, OptionalInt value) {
        value.ifPresent(v -> node.put(name, v));
    }
}
