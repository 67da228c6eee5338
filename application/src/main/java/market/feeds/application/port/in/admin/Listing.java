package market.feeds.application.port.in.admin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import market.feeds.application.port.out.KeysetPage;

/**
 * Every item of an operator listing, read from the store one page at a time while the caller writes them out: a
 * vendor's million offers are never in memory at once, whatever the listing's length (decision 0408). Each page is
 * a read of its own, so the listing is not one snapshot: every item appears at most once and in key order, and one
 * added or removed while the listing is read may or may not appear.
 */
public final class Listing<T> implements Iterable<T> {

    /** Items read per page: a few hundred kilobytes of rows, and a thousand reads for a million offers. */
    public static final int PAGE_SIZE = 1000;

    /** Reads one page of the store. */
    @FunctionalInterface
    public interface Pages<T> {
        List<T> read(KeysetPage page);
    }

    private final Pages<T> pages;
    private final Function<T, String> key;
    private final int pageSize;

    private Listing(Pages<T> pages, Function<T, String> key, int pageSize) {
        this.pages = pages;
        this.key = key;
        this.pageSize = pageSize;
    }

    /** @param key the key the store orders and pages by, read from an item */
    public static <T> Listing<T> inPages(Pages<T> pages, Function<T, String> key) {
        return inPages(pages, key, PAGE_SIZE);
    }

    public static <T> Listing<T> inPages(Pages<T> pages, Function<T, String> key, int pageSize) {
        return new Listing<>(pages, key, pageSize);
    }

    /**
     * Iterable once in effect: each iterator reads the pages again. The first page is read by the first
     * {@code hasNext()}, so a caller learns whether the store answers before it commits to an answer.
     */
    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private Iterator<T> current = Collections.emptyIterator();
            private KeysetPage next = KeysetPage.first(pageSize);
            private boolean lastRead;

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && !lastRead) {
                    List<T> read = pages.read(next);
                    // A short page is the last; a full one may be followed by an empty one.
                    lastRead = read.size() < pageSize;
                    if (!read.isEmpty()) {
                        next = next.next(key.apply(read.get(read.size() - 1)));
                    }
                    current = read.iterator();
                }
                return current.hasNext();
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
    }

    /** All items in one list: only for listings known to be short (one sku's offers). */
    public List<T> toList() {
        List<T> all = new ArrayList<>();
        forEach(all::add);
        return all;
    }
}
