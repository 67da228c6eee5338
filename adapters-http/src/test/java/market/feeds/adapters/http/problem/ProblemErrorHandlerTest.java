package market.feeds.adapters.http.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Requests Jetty refuses before any route runs still get problem+json, never Jetty's HTML page — once the
 * server frame installs the handler the way this test does.
 */
class ProblemErrorHandlerTest {

    private Javalin server;

    @BeforeEach
    void start() {
        server = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.host = "127.0.0.1";
            config.jetty.port = 0;
            config.jetty.modifyServer(jetty -> jetty.setErrorHandler(
                    new ProblemErrorHandler(path -> path.equals("/v1/offers"))));
        }).start();
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    @Test
    void aBadUriIsAnInvalidRequestProblem() throws IOException {
        String answer = raw("GET /v1/requests/%ZZ/rejections HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 400");
        assertThat(answer).contains("Content-Type: application/problem+json", "X-Request-Id: ",
                "\"code\":\"invalid_request\"", "\"status\":400");
        assertThat(answer).doesNotContain("<html");
    }

    @Test
    void aBadContentLengthIsAnInvalidRequestProblem() throws IOException {
        String answer = raw("POST /v1/other HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 400");
        assertThat(answer).contains("\"code\":\"invalid_request\"");
    }

    @Test
    void aWriteEndpointRefusesAnUnreadableRequestWithInvalidEnvelope() throws IOException {
        String[] requests = {
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n",
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000) + "\r\nConnection: close\r\n\r\n",
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"};
        for (String request : requests) {
            String answer = raw(request);

            assertThat(answer).as(request).startsWith("HTTP/1.1 400");
            assertThat(answer).as(request).contains("\"code\":\"invalid_envelope\"", "\"status\":400",
                    "could not be read as HTTP");
        }
    }

    @Test
    void aBrokenRequestIsAProblemWhateverItsMethod() throws IOException {
        String[] requests = {
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n",
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close"
                        + "\r\n\r\n{}",
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n",
                "PATCH /v1/offers HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"};
        for (String request : requests) {
            String answer = raw(request);

            assertThat(answer).as(request).matches("(?s)HTTP/1.1 4\\d\\d .*");
            assertThat(answer).as(request).contains("application/problem+json", "\"code\":");
        }
    }

    @Test
    void headersTooLargeIsA431Problem() throws IOException {
        String answer = raw("GET /v1/whoami HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 431");
        assertThat(answer).contains("\"code\":\"request_header_fields_too_large\"");
    }

    private String raw(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
