package market.feeds.domain.feed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The Public Suffix List (https://publicsuffix.org/), both its ICANN and its private sections, read from
 * {@code public_suffix_list.dat} beside this class, kept as published (MPL 2.0; decision 0602 says how to update it).
 *
 * <p>Answers one question of the feed address rule, "is this host a bare public suffix?": a host is one when a rule
 * names it ({@code co.uk}, {@code github.io}), or when a wildcard rule covers it ({@code *.bd} covers {@code com.bd})
 * and no exception rule takes it back ({@code !city.kawasaki.jp}). Rules are compared in their ASCII (punycode) form,
 * the form hosts are kept in. Single-label names are refused by their own rule.
 */
final class PublicSuffixes {

    private static final String LIST = "public_suffix_list.dat";
    private static final Rules RULES = load();

    private PublicSuffixes() {
    }

    static boolean contains(String asciiHost) {
        if (RULES.exact.contains(asciiHost)) {
            return true;
        }
        int dot = asciiHost.indexOf('.');
        return dot > 0 && RULES.wildcardParents.contains(asciiHost.substring(dot + 1))
                && !RULES.exceptions.contains(asciiHost);
    }

    private static Rules load() {
        try (InputStream in = PublicSuffixes.class.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new IllegalStateException(LIST + " missing from the domain jar");
            }
            Rules rules = new Rules(new HashSet<>(), new HashSet<>(), new HashSet<>());
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String rule = line.strip();
                if (rule.isEmpty() || rule.startsWith("//")) {
                    continue;
                }
                int space = rule.indexOf(' ');
                rules.add(space < 0 ? rule : rule.substring(0, space));
            }
            return rules;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Rules(Set<String> exact, Set<String> wildcardParents, Set<String> exceptions) {

        void add(String rule) {
            // A rule AsciiHost cannot express names no host the address parser accepts either: it is left out.
            if (rule.startsWith("!")) {
                AsciiHost.of(rule.substring(1)).ifPresent(exceptions::add);
            } else if (rule.startsWith("*.")) {
                AsciiHost.of(rule.substring(2)).ifPresent(wildcardParents::add);
            } else {
                AsciiHost.of(rule).ifPresent(exact::add);
            }
        }
    }
}
