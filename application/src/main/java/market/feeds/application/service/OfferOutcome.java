package market.feeds.application.service;

import java.util.List;
import market.feeds.domain.Rejection;
import market.feeds.domain.RejectionWindow;

/** The counts of an offers body (PATCH or pull) and all its rejections, ordered by item index. */
record OfferOutcome(int applied, int unchanged, int notPublished, List<Rejection> rejections) {

    OfferOutcome {
        rejections = List.copyOf(rejections);
    }

    List<Rejection> inResponse() {
        return RejectionWindow.inResponse(rejections);
    }

    List<Rejection> stored() {
        return RejectionWindow.stored(rejections);
    }
}
