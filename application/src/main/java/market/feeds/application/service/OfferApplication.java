package market.feeds.application.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.OfferUpdates;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;
import market.feeds.domain.json.RawItem;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferChangeRequest;
import market.feeds.domain.offer.OfferDecision;
import market.feeds.domain.offer.OfferFeedJudge;
import market.feeds.domain.offer.OfferFeedJudgement;
import market.feeds.domain.offer.OfferUpdatePolicy;
import market.feeds.domain.offer.SkuFacts;
import market.feeds.domain.offer.SkuResolution;

/**
 * The one offers path shared by {@code PATCH /v1/offers} and the feed pull: field checks, one lookup of all
 * skus (locked unless a dry run), the update policy per row, one batch write of the changes.
 */
final class OfferApplication {

    private final OfferUpdates offers;

    OfferApplication(OfferUpdates offers) {
        this.offers = offers;
    }

    /** Runs inside the caller's transaction. */
    OfferOutcome apply(Vendor vendor, List<RawItem> items, boolean dryRun) {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(items);
        List<Rejection> rejections = new ArrayList<>(judgement.rejections());
        Set<String> skus = judgement.requests().stream().map(OfferChangeRequest::sku).collect(Collectors.toSet());
        Map<String, SkuFacts> facts = skus.isEmpty() ? Map.of() : offers.skuFacts(vendor.id(), skus, !dryRun);
        List<OfferChange> changes = new ArrayList<>();
        int unchanged = 0;
        int notPublished = 0;
        for (OfferChangeRequest request : judgement.requests()) {
            SkuResolution resolution = SkuResolution.of(facts.getOrDefault(request.sku(),
                    SkuFacts.unmapped(SkuFacts.OpenPosition.NONE)));
            OfferDecision decision = OfferUpdatePolicy.decide(request, resolution, vendor.mayPublish());
            if (decision instanceof OfferDecision.Apply apply) {
                changes.add(apply.change());
                notPublished += apply.notPublished() ? 1 : 0;
            } else if (decision instanceof OfferDecision.Unchanged) {
                unchanged++;
            } else {
                rejections.add(((OfferDecision.Rejected) decision).rejection());
            }
        }
        if (!dryRun && !changes.isEmpty()) {
            offers.applyAll(changes);
        }
        rejections.sort(RejectionWindow.BY_INDEX);
        return new OfferOutcome(changes.size(), unchanged, notPublished, rejections);
    }
}
