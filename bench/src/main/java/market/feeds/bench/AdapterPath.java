package market.feeds.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import market.feeds.adapters.jdbc.store.JdbiTransactions;
import market.feeds.adapters.jdbc.store.PgOfferUpdates;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferChangeRequest;
import market.feeds.domain.offer.OfferDecision;
import market.feeds.domain.offer.OfferUpdatePolicy;
import market.feeds.domain.offer.SkuResolution;

/** A PATCH's persistence as the use case drives it: one transaction, resolve with lock, the policy, applyAll. */
final class AdapterPath {

    private final JdbiTransactions transactions;
    private final PgOfferUpdates offers;

    AdapterPath(JdbiTransactions transactions) {
        this.transactions = transactions;
        this.offers = new PgOfferUpdates(transactions);
    }

    /** Returns how many rows were applied. */
    int apply(String vendorId, List<OfferChangeRequest> requests) {
        return transactions.inTransaction(() -> {
            Set<String> skus = requests.stream().map(OfferChangeRequest::sku).collect(Collectors.toSet());
            Map<String, SkuResolution> resolved = SkuResolution.ofAll(offers.skuFacts(vendorId, skus, true));
            List<OfferChange> changes = new ArrayList<>(requests.size());
            for (OfferChangeRequest request : requests) {
                if (OfferUpdatePolicy.decide(request, resolved.get(request.sku()), true) instanceof OfferDecision.Apply apply) {
                    changes.add(apply.change());
                }
            }
            offers.applyAll(changes);
            return changes.size();
        });
    }
}
