package market.feeds.domain;

/** How many rejections the vendor sees in a write response and how many are kept for paging. */
public final class RejectionWindow {

    /** The response of a write carries the first 20 rejections, plus {@code rejected_total}. */
    public static final int IN_RESPONSE = 20;
    /** Only the first 1000 rejections of a request are stored and pageable. */
    public static final int STORED = 1000;
    public static final int DEFAULT_PAGE = 100;
    public static final int MAX_PAGE = 500;

    private RejectionWindow() {
    }
}
