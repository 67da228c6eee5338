package market.feeds.domain.write;

import java.util.Set;
import market.feeds.domain.access.Scope;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;

/**
 * The two kinds of vendor write the contract names, and what each kind decides inward: the key scope it needs,
 * the members an item may carry and its label in the request journal. How a kind is reached (method and route)
 * is the HTTP adapter's business.
 */
public enum WriteKind {
    PRODUCT_FEED(Scope.PRODUCTS_WRITE, "POST /v1/products"),
    OFFER_UPDATE(Scope.OFFERS_WRITE, "PATCH /v1/offers");

    private final Scope scope;
    private final String journalLabel;

    WriteKind(Scope scope, String journalLabel) {
        this.scope = scope;
        this.journalLabel = journalLabel;
    }

    public Scope scope() {
        return scope;
    }

    /** The {@code endpoint} value of the journal (operations contract, "Journal"); fixed wording of the contract. */
    public String journalLabel() {
        return journalLabel;
    }

    /** Member names an item may carry; any other is {@code unknown_field}. */
    public Set<String> itemFields() {
        return this == PRODUCT_FEED ? ProductFields.names() : OfferFields.names();
    }
}
