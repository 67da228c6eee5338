package market.feeds.adapters.http.console;

import java.util.Optional;

/** The page shell: skip link, header with the vendor's sections, one main landmark, the stylesheet. */
final class Layout {

    private Layout() {
    }

    /** A signed-in page; {@code vendorSlug} adds the vendor's section links. */
    static String page(String title, Optional<String> vendorSlug, String csrf, String main) {
        String vendorNav = vendorSlug.map(slug -> {
            String base = "/console/vendors/" + Html.url(slug);
            return "<li><a href=\"" + base + "\">Overview</a></li>"
                    + "<li><a href=\"" + base + "/review\">Review</a></li>"
                    + "<li><a href=\"" + base + "/offers\">Offers</a></li>"
                    + "<li><a href=\"" + base + "/feed\">Feed</a></li>"
                    + "<li><a href=\"" + base + "/journal\">Journal</a></li>";
        }).orElse("");
        String header = "<header><nav aria-label=\"Console\"><ul>"
                + "<li><a class=\"brand\" href=\"/console/vendors\">Feeds console</a></li>"
                + "<li><a href=\"/console/vendors\">Vendors</a></li>"
                + "<li><a href=\"/console/review\">Review backlog</a></li>" + vendorNav + "</ul>"
                + Forms.post("/console/sign-out", csrf, "<button type=\"submit\" class=\"link\">Sign out</button>")
                + "</nav></header>";
        return shell(title, header + "<main id=\"main\">" + main + "</main>");
    }

    /** A page without a session (sign-in). */
    static String signedOut(String title, String main) {
        return shell(title, "<header><nav aria-label=\"Console\"><ul><li><span class=\"brand\">Feeds console</span>"
                + "</li></ul></nav></header><main id=\"main\" class=\"narrow\">" + main + "</main>");
    }

    private static String shell(String title, String body) {
        return """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%s · Feeds console</title>
                <link rel="stylesheet" href="/console/assets/console.css">
                <script src="/console/assets/console.js" defer></script>
                </head>
                <body>
                <a class="skip" href="#main">Skip to content</a>
                %s
                </body>
                </html>
                """.formatted(Html.esc(title), body);
    }
}
