package market.feeds.domain.feed;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * RFC 3986 §5.2.4 "remove dot segments" on the path of a feed URL, so that the stored address is the one fetched: the
 * HTTP client resolves {@code /a/../ok/./} to {@code /ok/} before it sends the request, and counts {@code %2e} as a
 * dot as it does (RFC 3986 §6.2.2.2). The query is left as it is.
 */
final class DotSegments {

    private DotSegments() {
    }

    /** {@code pathAndQuery} starts with {@code /}; its path's dot segments removed. */
    static String removed(String pathAndQuery) {
        int queryStart = pathAndQuery.indexOf('?');
        String path = queryStart < 0 ? pathAndQuery : pathAndQuery.substring(0, queryStart);
        String query = queryStart < 0 ? "" : pathAndQuery.substring(queryStart);
        String[] segments = path.substring(1).split("/", -1);
        List<String> kept = new ArrayList<>(segments.length);
        for (int i = 0; i < segments.length; i++) {
            boolean last = i == segments.length - 1;
            String segment = segments[i];
            if (isDot(segment) || isDotDot(segment)) {
                if (isDotDot(segment) && !kept.isEmpty()) {
                    kept.remove(kept.size() - 1);
                }
                if (last) {
                    // "/a/." and "/a/b/.." name the directory: the path keeps its trailing slash.
                    kept.add("");
                }
            } else {
                kept.add(segment);
            }
        }
        return "/" + String.join("/", kept) + query;
    }

    private static boolean isDot(String segment) {
        return segment.equals(".") || segment.equalsIgnoreCase("%2e");
    }

    private static boolean isDotDot(String segment) {
        String lower = segment.toLowerCase(Locale.ROOT);
        return lower.equals("..") || lower.equals(".%2e") || lower.equals("%2e.") || lower.equals("%2e%2e");
    }
}
