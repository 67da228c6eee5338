package market.feeds.adapters.http.operatorapi;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Whether a request path is under {@code /admin} once normalised as a proxy or a client may normalise it: empty
 * segments merged, {@code ;params} dropped, percent-encoding decoded (an encoded slash included), dot segments
 * removed (RFC 3986 §5.2.4, §6.2.2).
 * The operator-token gate decides on this, so {@code //admin/…} or {@code /%61dmin/…} cannot pass it to a 404 that
 * another hop would have routed as {@code /admin/…} (decision 0503).
 */
final class AdminPath {

    private static final String ROOT = "admin";

    private AdminPath() {
    }

    static boolean isUnder(String rawPath) {
        Deque<String> segments = new ArrayDeque<>();
        for (String raw : rawPath.split("/")) {
            int params = raw.indexOf(';');
            // An encoded slash splits too: a hop that decodes it before routing would see two segments.
            for (String segment : decoded(params < 0 ? raw : raw.substring(0, params)).split("/")) {
                if (segment.equals("..")) {
                    segments.pollLast();
                } else if (!segment.isEmpty() && !segment.equals(".")) {
                    segments.addLast(segment);
                }
            }
        }
        return ROOT.equals(segments.peekFirst());
    }

    /** Percent-decoded as UTF-8; a malformed escape is kept as written (Jetty refuses most of them anyway). */
    private static String decoded(String segment) {
        if (segment.indexOf('%') < 0) {
            return segment;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < segment.length(); i++) {
            char c = segment.charAt(i);
            if (c == '%' && hex(segment, i + 1) >= 0 && hex(segment, i + 2) >= 0) {
                bytes.write(hex(segment, i + 1) * 16 + hex(segment, i + 2));
                i += 2;
            } else {
                bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static int hex(String text, int at) {
        return at < text.length() ? Character.digit(text.charAt(at), 16) : -1;
    }
}
