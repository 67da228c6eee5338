package market.feeds.bootstrap.web;

import java.util.Locale;

/**
 * Whether a reader of {@code /docs} gets the HTML page or the Markdown (decision 0901): Markdown only when the
 * {@code Accept} header names {@code text/markdown} with a higher weight than {@code text/html}; a browser, a
 * wildcard or no header at all gets the page.
 */
enum DocsFormat {
    HTML, MARKDOWN;

    static DocsFormat choose(String accept) {
        if (accept == null || accept.isBlank()) {
            return HTML;
        }
        double markdown = 0;
        double html = 0;
        for (String range : accept.split(",")) {
            String[] parts = range.split(";");
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            double weight = weight(parts);
            if (type.equals("text/markdown")) {
                markdown = Math.max(markdown, weight);
            } else if (type.equals("text/html")) {
                html = Math.max(html, weight);
            }
        }
        return markdown > 0 && markdown > html ? MARKDOWN : HTML;
    }

    private static double weight(String[] parameters) {
        for (int i = 1; i < parameters.length; i++) {
            String parameter = parameters[i].trim();
            if (parameter.startsWith("q=") || parameter.startsWith("Q=")) {
                try {
                    double q = Double.parseDouble(parameter.substring(2).trim());
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException malformed) {
                    // A weight nobody can read counts as a refusal of that type, never as a 400 for documentation.
                    return 0;
                }
            }
        }
        return 1;
    }
}
