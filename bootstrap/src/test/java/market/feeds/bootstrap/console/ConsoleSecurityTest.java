package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The console's guard rails over plain HTTP: sessions, CSRF, cookie flags, secrets kept off pages. */
class ConsoleSecurityTest {

    private static final List<String> GET_ROUTES = List.of("/console", "/console/review", "/console/vendors", "/console/vendors/v",
            "/console/vendors/v/keys/k/revoke", "/console/vendors/v/review",
            "/console/vendors/v/review/link-recognised", "/console/vendors/v/review/p/pick",
            "/console/vendors/v/offers", "/console/vendors/v/feed", "/console/vendors/v/feed/remove",
            "/console/vendors/v/journal",
            "/console/vendors/v/journal/r", "/console/no-such-page");
    private static final List<String> POST_ROUTES = List.of("/console/sign-out", "/console/vendors",
            "/console/vendors/v/flags", "/console/vendors/v/warehouses", "/console/vendors/v/keys",
            "/console/vendors/v/keys/k/revoke", "/console/vendors/v/review/link-recognised",
            "/console/vendors/v/review/p/link", "/console/vendors/v/review/p/unrecognised",
            "/console/vendors/v/review/p/pick",
            "/console/vendors/v/offers/o", "/console/vendors/v/offers/o/remove-ladder", "/console/vendors/v/feed",
            "/console/vendors/v/feed/run", "/console/vendors/v/feed/remove", "/console/no-such-page");

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void aMultipartPostIsRefusedWith415NotAServerErrorWhateverItsSize() throws Exception {
        String boundary = "----feeds" + System.nanoTime();
        // A field over Jetty's 200,000-byte form limit.
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n"
                + "a".repeat(300_000) + "\r\n--" + boundary + "--\r\n";
        java.net.http.HttpRequest request = java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create("http://127.0.0.1:" + service.port() + "/console/sign-in"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)).build();

        HttpResponse<String> answer = java.net.http.HttpClient.newHttpClient().send(request,
                HttpResponse.BodyHandlers.ofString());

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(415);
        assertThat(answer.body()).contains("application/x-www-form-urlencoded");
    }

    @Test
    void everyConsoleRouteWithoutASessionRedirectsToSignIn() {
        ConsoleClient anonymous = new ConsoleClient(service.port());
        for (String path : GET_ROUTES) {
            assertRedirectsToSignIn(anonymous.get(path), "GET " + path);
        }
        for (String path : POST_ROUTES) {
            assertRedirectsToSignIn(anonymous.post(path, Map.of("_csrf", "x")), "POST " + path);
        }
        ConsoleClient forged = new ConsoleClient(service.port());
        forged.signIn("not-the-token", Map.of());
        assertRedirectsToSignIn(forged.get("/console/vendors"), "GET with no session cookie");
    }

    @Test
    void aFormPostWithoutTheCsrfTokenIsRefused() {
        ConsoleClient console = signedIn(Map.of());

        HttpResponse<String> without = console.post("/console/vendors", Map.of("slug", "csrf-none"));
        HttpResponse<String> wrong = console.post("/console/vendors", Map.of("slug", "csrf-wrong", "_csrf", "guess"));

        assertThat(without.statusCode()).isEqualTo(403);
        assertThat(wrong.statusCode()).isEqualTo(403);
        assertThat(service.operator().call("GET", "/vendors/csrf-none", null).status()).isEqualTo(404);
        assertThat(service.operator().call("GET", "/vendors/csrf-wrong", null).status()).isEqualTo(404);
        String csrf = console.csrf("/console/vendors");
        assertThat(console.post("/console/vendors", console.form(csrf, "slug", "csrf-right")).statusCode())
                .isEqualTo(303);
        assertThat(service.operator().call("GET", "/vendors/csrf-right", null).status()).isEqualTo(200);
    }

    @Test
    void theSessionCookieIsHttpOnlySameSiteStrictExpiringAndSecureOnlyOverTls() {
        ConsoleClient plain = new ConsoleClient(service.port());
        String overHttp = plain.signIn(E2eService.OPERATOR_TOKEN, Map.of()).headers().firstValue("Set-Cookie").orElseThrow();
        ConsoleClient proxied = new ConsoleClient(service.port());
        String overTls = proxied.signIn(E2eService.OPERATOR_TOKEN, Map.of("X-Forwarded-Proto", "https"))
                .headers().firstValue("Set-Cookie").orElseThrow();

        assertThat(overHttp).contains("HttpOnly", "SameSite=Strict", "Path=/console").containsPattern("Max-Age=\\d+")
                .doesNotContain("Secure");
        assertThat(overTls).contains("HttpOnly", "SameSite=Strict", "Secure").containsPattern("Max-Age=\\d+");
        assertThat(plain.get("/console/vendors").statusCode()).isEqualTo(200);
    }

    @Test
    void onlyAHashOfTheSessionIdIsStoredAndSignOutEndsTheSession() throws Exception {
        ConsoleClient console = signedIn(Map.of());
        String sessionId = console.cookie().orElseThrow().substring("feeds_console=".length());
        String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(sessionId.getBytes(StandardCharsets.UTF_8)));
        try (Connection c = service.database().getConnection(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT id_hash FROM console_sessions")) {
            List<String> stored = new java.util.ArrayList<>();
            while (rows.next()) {
                stored.add(rows.getString(1));
            }
            assertThat(stored).contains(hash).doesNotContain(sessionId);
        }

        String csrf = console.csrf("/console/vendors");
        assertRedirectsToSignIn(console.post("/console/sign-out", console.form(csrf)), "sign-out");
        assertRedirectsToSignIn(console.get("/console/vendors"), "after sign-out");
    }

    @Test
    void anEndedSessionSaysSoOnSignInAndSigningInReturnsToThePageButNeverToAnotherSite() throws Exception {
        service.operator().vendor("ended");
        ConsoleClient console = signedIn(Map.of());
        String csrf = console.csrf("/console/vendors/ended/review");
        try (Connection c = service.database().getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE console_sessions SET expires_at = now() - interval '1 second'");
        }
        String page = "/console/vendors/ended/review?state=pending_catalog";
        String origin = "http://127.0.0.1:" + service.port();

        HttpResponse<String> opened = console.get(page);
        HttpResponse<String> sent = console.post("/console/vendors/ended/review/link-recognised", console.form(csrf),
                Map.of("Referer", origin + page));
        HttpResponse<String> forgedReferer = console.post("/console/vendors/ended/flags", console.form(csrf),
                Map.of("Referer", "https://evil.example/console/vendors"));
        String openedSignIn = console.get(opened.headers().firstValue("Location").orElseThrow()).body();
        String sentSignIn = console.get(sent.headers().firstValue("Location").orElseThrow()).body();

        assertThat(opened.headers().firstValue("Location")).hasValue(
                "/console/sign-in?ended=1&next=%2Fconsole%2Fvendors%2Fended%2Freview%3Fstate%3Dpending_catalog");
        assertThat(openedSignIn).contains("Your session ended; sign in again.",
                "name=\"next\" value=\"/console/vendors/ended/review?state=pending_catalog\"");
        assertThat(sent.headers().firstValue("Location")).hasValue(
                "/console/sign-in?ended=unsent&next=%2Fconsole%2Fvendors%2Fended%2Freview%3Fstate%3Dpending_catalog");
        assertThat(sentSignIn).contains("Your session ended, so what you last sent was not done");
        assertThat(forgedReferer.headers().firstValue("Location")).hasValue("/console/sign-in?ended=unsent");
        assertThat(new ConsoleClient(service.port()).post("/console/sign-in", Map.of("token", E2eService.OPERATOR_TOKEN,
                "next", page)).headers().firstValue("Location")).hasValue(page);
        for (String elsewhere : List.of("//evil.example/console/", "https://evil.example/console/vendors",
                "/\\evil.example", "/console/../\\evil.example",
                "/console/vendors\r\nSet-Cookie: x=1", "/admin/v1/vendors")) {
            HttpResponse<String> signIn = new ConsoleClient(service.port()).post("/console/sign-in",
                    Map.of("token", E2eService.OPERATOR_TOKEN, "next", elsewhere));
            assertThat(signIn.headers().firstValue("Location")).as(elsewhere).hasValue("/console/vendors");
        }
    }

    @Test
    void aPostCarryingNoSessionCookieIsToldItWasNotSignedInNotThatASessionEnded() {
        // A form another site sends (SameSite=Strict keeps the cookie off) or one sent after the browser dropped the
        // cookie at the session's expiry: the request carried no session, which is all the console can tell.
        service.operator().vendor("no-cookie");
        String origin = "http://127.0.0.1:" + service.port();
        ConsoleClient anonymous = new ConsoleClient(service.port());

        HttpResponse<String> sent = anonymous.post("/console/vendors/no-cookie/flags", Map.of("_csrf", "x"),
                Map.of("Referer", origin + "/console/vendors/no-cookie"));
        HttpResponse<String> crossSite = anonymous.post("/console/vendors/no-cookie/flags", Map.of("_csrf", "x"),
                Map.of("Referer", "https://elsewhere.example/page"));
        String signIn = anonymous.get(sent.headers().firstValue("Location").orElseThrow()).body();

        assertThat(sent.headers().firstValue("Location"))
                .hasValue("/console/sign-in?unsent=1&next=%2Fconsole%2Fvendors%2Fno-cookie");
        assertThat(crossSite.headers().firstValue("Location")).hasValue("/console/sign-in?unsent=1");
        assertThat(signIn).contains("You are not signed in, so what you sent was not done; sign in and send it again.")
                .doesNotContain("session ended");
        assertThat(service.operator().call("GET", "/vendors/no-cookie", null).json().get("active").asBoolean())
                .isTrue();
    }

    @Test
    void aFormSentFromTheKeyCreatedPageAfterTheSessionEndedReturnsToTheVendorPageWhichCanBeOpened() {
        String origin = "http://127.0.0.1:" + service.port();
        ConsoleClient anonymous = new ConsoleClient(service.port());

        HttpResponse<String> sent = anonymous.post("/console/vendors/keyed/flags", Map.of("_csrf", "x"),
                Map.of("Referer", origin + "/console/vendors/keyed/keys"));

        assertThat(sent.headers().firstValue("Location"))
                .hasValue("/console/sign-in?unsent=1&next=%2Fconsole%2Fvendors%2Fkeyed");
    }

    @Test
    void consolePagesSendTheirAddressAsRefererOnlyToTheirOwnOrigin() {
        // Sign-in after an ended session returns to the page a form was on by its Referer; no console URL holds a
        // secret, and no other site is told the address.
        ConsoleClient console = signedIn(Map.of());
        for (String page : List.of("/console/sign-in", "/console/vendors")) {
            assertThat(console.get(page).headers().firstValue("Referrer-Policy")).as(page).hasValue("same-origin");
        }
    }

    @Test
    void everyConsolePageNamesUtf8InItsContentTypeAndCarriesTheConsolesHeaders() {
        service.operator().vendor("charset");
        ConsoleClient anonymous = new ConsoleClient(service.port());
        ConsoleClient console = signedIn(Map.of());
        String csrf = console.csrf("/console/vendors");
        List<HttpResponse<String>> pages = List.of(anonymous.get("/console/sign-in"), console.get("/console/vendors"),
                console.get("/console/vendors/charset"), console.get("/console/vendors/charset/feed"),
                console.get("/console/no-such-page"), console.get("/console/vendors/charset/keys"),
                console.post("/console/vendors/charset/keys", console.form(csrf, "scope_products", "true")),
                console.post("/console/vendors", Map.of("_csrf", "wrong")),
                console.post("/console/vendors", console.form(csrf, "slug", "Not A Slug")),
                console.postRaw("/console/vendors", "_csrf=" + csrf + "&slug=%zz"));

        for (HttpResponse<String> page : pages) {
            String what = page.request().method() + " " + page.uri() + " " + page.statusCode();
            assertThat(page.headers().firstValue("Content-Type").orElse("")).as(what)
                    .isEqualToIgnoringWhitespace("text/html;charset=utf-8");
            assertThat(page.headers().firstValue("Content-Security-Policy").orElse("")).as(what)
                    .contains("default-src 'none'");
        }
        assertThat(pages.get(pages.size() - 1).body()).contains("Form not received");
    }

    @Test
    void noSecretInAnyPageSourceExceptTheOneTimeKeyDisplay() {
        ConsoleClient console = signedIn(Map.of());
        String csrf = console.csrf("/console/vendors");
        console.post("/console/vendors", console.form(csrf, "slug", "secret-pages"));
        HttpResponse<String> issued = console.post("/console/vendors/secret-pages/keys",
                console.form(csrf, "scope_products", "true", "label", "pos"));
        java.util.regex.Matcher secret = java.util.regex.Pattern.compile("id=\"key-secret\">([^<]+)<")
                .matcher(issued.body());
        assertThat(secret.find()).as("the one-time display shows the secret").isTrue();
        assertThat(issued.headers().firstValue("Cache-Control")).hasValue("no-store");

        for (String page : List.of("/console/sign-in", "/console/vendors", "/console/vendors/secret-pages",
                "/console/vendors/secret-pages/review", "/console/vendors/secret-pages/offers?sku=x",
                "/console/vendors/secret-pages/feed", "/console/vendors/secret-pages/journal")) {
            String body = console.get(page).body();
            assertThat(body).as(page).doesNotContain(secret.group(1)).doesNotContain(E2eService.OPERATOR_TOKEN);
        }
    }

    private static ConsoleClient signedIn(Map<String, String> headers) {
        ConsoleClient console = new ConsoleClient(service.port());
        HttpResponse<String> answer = console.signIn(E2eService.OPERATOR_TOKEN, headers);
        assertThat(answer.statusCode()).isEqualTo(303);
        assertThat(answer.body()).doesNotContain(E2eService.OPERATOR_TOKEN);
        return console;
    }

    private static void assertRedirectsToSignIn(HttpResponse<String> answer, String what) {
        assertThat(answer.statusCode()).as(what).isEqualTo(303);
        assertThat(answer.headers().firstValue("Location").orElse("")).as(what).matches("/console/sign-in(\\?.*)?");
    }
}
