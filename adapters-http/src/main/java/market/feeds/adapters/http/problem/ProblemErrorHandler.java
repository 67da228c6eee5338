package market.feeds.adapters.http.problem;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.UUID;
import market.feeds.adapters.http.json.Json;
import market.feeds.adapters.http.server.RequestIds;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to requests that never reach Javalin (unparseable request line or URI, bad
 * {@code Content-Length}, headers too large): a problem instead of Jetty's HTML page. Install with
 * {@code server.setErrorHandler(new ProblemErrorHandler())}.
 */
public final class ProblemErrorHandler extends ErrorHandler {

    /**
     * Every method: Jetty writes an error body only for GET, POST and HEAD by default, so a {@code PATCH /v1/offers}
     * with a broken {@code Content-Length} got an empty 400.
     */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        int status = code >= 400 && code <= 599 ? code : 500;
        String requestId = UUID.randomUUID().toString();
        ObjectNode body = Json.object();
        body.put("type", "about:blank");
        body.put("title", HttpStatus.getMessage(status));
        body.put("status", status);
        body.put("detail", "The request could not be read as HTTP (" + HttpStatus.getMessage(status) + ").");
        body.put("code", code(status));
        body.put("request_id", requestId);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, ProblemResponse.CONTENT_TYPE);
        response.getHeaders().put(RequestIds.HEADER, requestId);
        response.write(true, ByteBuffer.wrap(Json.bytes(body)), callback);
    }

    private static String code(int status) {
        if (status == 400) {
            return "invalid_request";
        }
        if (status == 404) {
            return "not_found";
        }
        if (status == 413) {
            return "payload_too_large";
        }
        return HttpStatus.getMessage(status).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
    }
}
