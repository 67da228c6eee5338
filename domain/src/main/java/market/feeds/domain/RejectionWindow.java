package market.feeds.domain;

import java.util.Comparator;
import java.util.List;

/**
 * How rejections reach the vendor: ordered by item index; the write response carries the first 20,
 * and only the first 1000 are stored for paging ({@code rejected_total} still counts them all).
 */
public final class RejectionWindow {

    public static final int IN_RESPONSE = 20;
    public static final int STORED = 1000;
    public static final int DEFAULT_PAGE = 100;
    public static final int MAX_PAGE = 500;

    /** The vendor's own order; field-stage and sku-stage rejections of one request interleave by index. */
    public static final Comparator<Rejection> BY_INDEX = Comparator.comparingInt(Rejection::index);

    private RejectionWindow() {
    }

    public static List<Rejection> ordered(List<Rejection> rejections) {
        return rejections.stream().sorted(BY_INDEX).toList();
    }

    /** The first 20 of rejections already in index order. */
    public static List<Rejection> inResponse(List<Rejection> ordered) {
        return ordered.subList(0, Math.min(IN_RESPONSE, ordered.size()));
    }

    /** The first 1000 of rejections already in index order. */
    public static List<Rejection> stored(List<Rejection> ordered) {
        return ordered.subList(0, Math.min(STORED, ordered.size()));
    }
}
