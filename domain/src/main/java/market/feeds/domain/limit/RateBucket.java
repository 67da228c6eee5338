package market.feeds.domain.limit;

/** The separate request counts per vendor (§2): dry runs of each endpoint have their own, same limit. */
public enum RateBucket {
    PRODUCTS,
    PRODUCTS_DRY_RUN,
    OFFERS,
    OFFERS_DRY_RUN;

    public static RateBucket of(boolean offers, boolean dryRun) {
        if (offers) {
            return dryRun ? OFFERS_DRY_RUN : OFFERS;
        }
        return dryRun ? PRODUCTS_DRY_RUN : PRODUCTS;
    }
}
