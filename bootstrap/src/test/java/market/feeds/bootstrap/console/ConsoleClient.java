package market.feeds.bootstrap.console;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A plain HTTP client of the console, as a browser without script: follows nothing, keeps one session cookie. */
final class ConsoleClient {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final int port;
    private String cookie;

    ConsoleClient(int port) {
        this.port = port;
    }

    /** A client signed in with the operator token of the test service. */
    static ConsoleClient signedIn(int port) {
        ConsoleClient console = new ConsoleClient(port);
        console.signIn(market.feeds.bootstrap.e2e.E2eService.OPERATOR_TOKEN, Map.of());
        return console;
    }

    HttpResponse<String> get(String path) {
        return send(builder(path).GET());
    }

    /** A request with any method and no body, e.g. DELETE on a page address. */
    HttpResponse<String> call(String method, String path) {
        return send(builder(path).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    HttpResponse<String> post(String path, Map<String, String> form) {
        return post(path, form, Map.of());
    }

    /** A form post whose body is sent exactly as given, e.g. with a broken %-escape. */
    HttpResponse<String> postRaw(String path, String body) {
        return send(builder(path).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    HttpResponse<String> post(String path, Map<String, String> form, Map<String, String> headers) {
        String body = form.entrySet().stream().map(e -> enc(e.getKey()) + "=" + enc(e.getValue()))
                .collect(Collectors.joining("&"));
        HttpRequest.Builder request = builder(path).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(request::header);
        return send(request);
    }

    /** Signs in with {@code token}; keeps the session cookie the answer sets. */
    HttpResponse<String> signIn(String token, Map<String, String> headers) {
        HttpResponse<String> answer = post("/console/sign-in", Map.of("token", token), headers);
        answer.headers().firstValue("Set-Cookie").ifPresent(set -> cookie = set.substring(0, set.indexOf(';')));
        return answer;
    }

    /** The CSRF token the page at {@code path} carries in its forms. */
    String csrf(String path) {
        Matcher matcher = CSRF.matcher(get(path).body());
        if (!matcher.find()) {
            throw new AssertionError("no CSRF field on " + path);
        }
        return matcher.group(1);
    }

    /** A form with the session's CSRF token added. */
    Map<String, String> form(String csrf, String... pairs) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", csrf);
        for (int i = 0; i < pairs.length; i += 2) {
            form.put(pairs[i], pairs[i + 1]);
        }
        return form;
    }

    Optional<String> cookie() {
        return Optional.ofNullable(cookie);
    }

    private HttpRequest.Builder builder(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(60));
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        return request;
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
