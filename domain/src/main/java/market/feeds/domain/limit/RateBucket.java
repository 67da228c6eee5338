package market.feeds.domain.limit;

import market.feeds.domain.write.WriteKind;

/** The separate request counts per vendor (§2): dry runs of each kind of write have their own, same limit. */
public enum RateBucket {
    PRODUCTS(WriteKind.PRODUCT_FEED),
    PRODUCTS_DRY_RUN(WriteKind.PRODUCT_FEED),
    OFFERS(WriteKind.OFFER_UPDATE),
    OFFERS_DRY_RUN(WriteKind.OFFER_UPDATE);

    private final WriteKind kind;

    RateBucket(WriteKind kind) {
        this.kind = kind;
    }

    /** The kind of write whose limit this bucket counts against. */
    public WriteKind kind() {
        return kind;
    }

    public static RateBucket of(WriteKind kind, boolean dryRun) {
        return switch (kind) {
            case PRODUCT_FEED -> dryRun ? PRODUCTS_DRY_RUN : PRODUCTS;
            case OFFER_UPDATE -> dryRun ? OFFERS_DRY_RUN : OFFERS;
        };
    }
}
