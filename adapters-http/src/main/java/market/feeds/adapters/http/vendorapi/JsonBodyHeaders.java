package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The headers that say how a write request's body is written: {@code Content-Type: application/json}, once, with
 * parameters allowed but no charset other than UTF-8, and no {@code Content-Encoding}. The body is read as UTF-8
 * bytes exactly as sent, so a declared UTF-16 or Latin-1 body, or a gzipped one, would otherwise be misread rather
 * than refused. Each refusal is the contract's {@code invalid_envelope} ("a wrong Content-Type").
 */
final class JsonBodyHeaders {

    private JsonBodyHeaders() {
    }

    /** The detail of the refusal, empty when the headers describe a plain UTF-8 JSON body. */
    static Optional<String> refusal(Context ctx) {
        List<String> types = Collections.list(ctx.req().getHeaders("Content-Type"));
        if (types.size() != 1 || !mediaType(types.get(0)).equals("application/json")) {
            return Optional.of("Content-Type must be application/json, sent once.");
        }
        Optional<String> charset = parameter(types.get(0), "charset");
        if (charset.isPresent() && !charset.get().equals("utf-8")) {
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

    /** A parameter's value, lower case, without the quotes of a quoted string. */
    private static Optional<String> parameter(String header, String name) {
        String[] parts = header.split(";");
        for (int i = 1; i < parts.length; i++) {
            int equals = parts[i].indexOf('=');
            if (equals > 0 && parts[i].substring(0, equals).strip().equalsIgnoreCase(name)) {
                String value = parts[i].substring(equals + 1).strip();
                if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                return Optional.of(value.toLowerCase(Locale.ROOT));
            }
        }
        return Optional.empty();
    }
}
