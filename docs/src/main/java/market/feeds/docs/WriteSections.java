package market.feeds.docs;

import java.util.List;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.limit.BodyLimit;
import market.feeds.domain.limit.IdempotencyKey;

/** Idempotency, dry runs, rejection paging and limits, with the figures taken from the domain's constants. */
final class WriteSections {

    private WriteSections() {
    }

    static void idempotency(Md md, Prose p) {
        md.heading(2, p.text("idempotency.title")).bullets(List.of(
                p.text("idempotency.key", IdempotencyKey.MIN_LENGTH, IdempotencyKey.MAX_LENGTH),
                p.text("idempotency.replay"),
                p.text("idempotency.reused"),
                p.text("idempotency.scope")));
    }

    static void dryRuns(Md md, Prose p) {
        md.heading(2, p.text("dryrun.title")).bullets(List.of(
                p.text("dryrun.how"),
                p.text("dryrun.key"),
                p.text("dryrun.rate"),
                p.text("dryrun.backlog"),
                p.text("dryrun.paging")));
    }

    static void paging(Md md, Prose p) {
        md.heading(2, p.text("paging.title")).bullets(List.of(
                p.text("paging.response", RejectionWindow.IN_RESPONSE),
                p.text("paging.params", 0, RejectionWindow.DEFAULT_PAGE, 1, RejectionWindow.MAX_PAGE),
                p.text("paging.stored", RejectionWindow.STORED),
                p.text("paging.other")));
    }

    static void limits(Md md, Prose p) {
        md.heading(2, p.text("limits.title")).bullets(List.of(
                p.text("limits.items", EnvelopeRules.MAX_ITEMS),
                p.text("limits.body", BodyLimit.BYTES),
                p.text("limits.rejections", RejectionWindow.IN_RESPONSE, RejectionWindow.STORED),
                p.text("limits.key", IdempotencyKey.MIN_LENGTH, IdempotencyKey.MAX_LENGTH),
                p.text("limits.rate"),
                p.text("limits.backlog")));
    }
}
