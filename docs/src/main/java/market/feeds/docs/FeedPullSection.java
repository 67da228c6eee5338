package market.feeds.docs;

import java.util.List;
import market.feeds.domain.limit.BodyLimit;

/** The daily pull of the vendor-hosted offers feed: schedule, request, requirements, record, run codes. */
final class FeedPullSection {

    private FeedPullSection() {
    }

    static void render(Md md, Prose p) {
        md.heading(2, p.text("pull.title"))
                .paragraph(p.text("pull.schedule"))
                .paragraph(p.text("pull.request"))
                .paragraph(p.text("pull.body"))
                .paragraph(p.text("pull.bodyfail"))
                .paragraph(p.text("pull.rules"))
                .bullets(List.of(
                        p.text("pull.rule.https"),
                        p.text("pull.rule.port"),
                        p.text("pull.rule.host"),
                        p.text("pull.rule.tls"),
                        p.text("pull.rule.redirects"),
                        p.text("pull.rule.time", Limits.PULL_RESPONSE_SECONDS, Limits.PULL_RESOLVE_SECONDS),
                        p.text("pull.rule.size", BodyLimit.BYTES),
                        p.text("pull.rule.encoding"),
                        p.text("pull.rule.pinning"),
                        p.text("pull.rule.caching")))
                .paragraph(p.text("pull.record"));
        CodeSections.pullRunCodes(md, p);
    }
}
