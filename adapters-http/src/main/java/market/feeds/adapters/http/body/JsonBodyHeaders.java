package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.jetty.http.MimeTypes;

/**
 * The headers that say how a write request's body is written: {@code Content-Type: application/json}, once, with
 * parameters allowed but no charset other than UTF-8, and no {@code Content-Encoding}. The body is read as UTF-8
 * bytes exactly as sent, so a declared UTF-16 or Latin-1 body, or a gzipped one, would otherwise be misread rather
 * than refused. The vendor API answers a refusal as the contract's {@code invalid_envelope} ("a wrong Content-Type"),
 * the operator API as {@code invalid_request} at the whole body (decision 0506): one rule, each API's own code.
 */
public final class JsonBodyHeaders {

    private JsonBodyHeaders() {
    }

    /** The detail of the refusal, empty when the headers describe a plain UTF-8 JSON body. */
    public static Optional<String> refusal(Context ctx) {
        List<String> types = Collections.list(ctx.req().getHeaders("Content-Type"));
        if (types.size() != 1 || !mediaType(types.get(0)).equals("application/json")) {
            return Optional.of("Content-Type must be application/json, sent once.");
        }
        // Jetty's own reading of the parameter: quoted or not, any case, "utf8" as "utf-8".
        Optional<String> charset = Optional.ofNullable(MimeTypes.getCharsetFromContentType(types.get(0)));
        if (charset.isPresent() && !charset.get().equalsIgnoreCase("utf-8")) {
            return Optional.of("The body must be UTF-8: Content-Type names another charset.");
        }
        List<String> encodings = Collections.list(ctx.req().getHeaders("Content-Encoding"));
        if (encodings.stream().anyMatch(encoding -> !encoding.strip().equalsIgnoreCase("identity"))) {
            return Optional.of("Content-Encoding is not accepted: send the body uncompressed.");
        }
        return Optional.empty();
    }

    private static String mediaType(String header) {
        int semicolon = header.indexOf(';');
        return (semicolon < 0 ? header : header.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
    }
}
