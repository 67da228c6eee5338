package market.feeds.domain.feed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A compact list of common multi-label public suffixes ({@code co.uk}, {@code com.ua}, {@code kiev.ua} …).
 *
 * <p>Deliberately NOT the full Public Suffix List: it only stops the obvious mistake of saving a bare
 * suffix as a feed host. Single-label names are refused separately, so no TLD needs listing here. The
 * list lives in {@code public-suffixes.txt} beside this class.
 */
final class PublicSuffixes {

    private static final Set<String> SUFFIXES = load();

    private PublicSuffixes() {
    }

    static boolean contains(String asciiHost) {
        return SUFFIXES.contains(asciiHost);
    }

    private static Set<String> load() {
        try (InputStream in = PublicSuffixes.class.getResourceAsStream("public-suffixes.txt")) {
            if (in == null) {
                throw new IllegalStateException("public-suffixes.txt missing from the domain jar");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return reader.lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .collect(Collectors.toUnmodifiableSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
