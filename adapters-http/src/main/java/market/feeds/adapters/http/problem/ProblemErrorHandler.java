package market.feeds.adapters.http.problem;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Predicate;
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
 * {@code Content-Length}, headers too large): a problem instead of Jetty's HTML page. On the write endpoints the
 * answer keeps to their closed set of codes (operations contract §2): a request that cannot be read is 400
 * {@code invalid_envelope}, whatever Jetty's own status, and a body too large stays 413 {@code payload_too_large}.
 */
public final class ProblemErrorHandler extends ErrorHandler {

    private final Predicate<String> closedSetPaths;

    /** {@code closedSetPaths}: the paths whose refusals use only the write endpoints' codes. */
    public ProblemErrorHandler(Predicate<String> closedSetPaths) {
        this.closedSetPaths = closedSetPaths;
    }

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
        int refused = code >= 400 && code <= 599 ? code : 500;
        boolean writeEndpoint = closedSet(request);
        // 414, 431, a broken Content-Length...: the request is not readable, the contract's invalid_envelope.
        boolean unreadable = writeEndpoint && refused < HttpStatus.INTERNAL_SERVER_ERROR_500
                && refused != HttpStatus.PAYLOAD_TOO_LARGE_413;
        int status = unreadable ? HttpStatus.BAD_REQUEST_400 : refused;
        if (status != code) {
            response.setStatus(status);
        }
        String requestId = UUID.randomUUID().toString();
        ObjectNode body = Json.object();
        body.put("type", "about:blank");
        body.put("title", HttpStatus.getMessage(status));
        body.put("status", status);
        body.put("detail", "The request could not be read as HTTP (" + HttpStatus.getMessage(refused) + ").");
        body.put("code", unreadable ? "invalid_envelope" : code(status));
        body.put("request_id", requestId);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, ProblemResponse.CONTENT_TYPE);
        response.getHeaders().put(RequestIds.HEADER, requestId);
        response.write(true, ByteBuffer.wrap(Json.bytes(body)), callback);
    }

    /** The request line was read far enough to know the path (not so for a URI too long). */
    private boolean closedSet(Request request) {
        String path = request.getHttpURI() == null ? null : request.getHttpURI().getPath();
        return path != null && closedSetPaths.test(path);
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
