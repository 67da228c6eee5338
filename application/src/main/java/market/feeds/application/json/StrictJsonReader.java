package market.feeds.application.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.json.ByteOrderMark;
import market.feeds.domain.limit.BodyLimit;

/**
 * The one strict JSON reader of request and feed bodies (operations contract §2, "JSON is read
 * strictly"). Thread-safe and reusable: it holds nothing between bodies.
 */
public final class StrictJsonReader {

    /**
     * The reference reader: Jackson's char parser, names not canonicalized. Shared, since it keeps nothing.
     */
    private static final JsonFactory CHARS = factory(false);

    /**
     * A factory per body, for Jackson's byte parser, its fastest, which reads UTF-8 without decoding the body into
     * chars first. It needs member names canonicalized in a symbol table, and a factory's table is shared: it would
     * keep vendor-chosen names, of any length, from one body to the next. A factory of its own per body keeps them
     * only while that body is read; building one costs microseconds (decision 0814).
     */
    private static JsonFactory bytes() {
        return factory(true);
    }

    private static JsonFactory factory(boolean canonicalNames) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        // Long literals are the domain's to refuse (price_invalid …), not a parse error.
                        .maxNumberLength(BodyLimit.BYTES)
                        .maxStringLength(BodyLimit.BYTES)
                        .maxNameLength(BodyLimit.BYTES)
                        // A backstop only: StrictTokens refuses depth 65 first, with a pointer.
                        .maxNestingDepth(StrictTokens.MAX_DEPTH + 1)
                        .build())
                .configure(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES, canonicalNames)
                // Read as tokens so that StrictTokens refuses them with the pointer of the value (still SYNTAX).
                .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                // Never in the JVM's string pool, which vendor-chosen names must not fill.
                .disable(JsonFactory.Feature.INTERN_FIELD_NAMES)
                // Duplicates are found by StrictTokens, which knows the pointer.
                .disable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
                .build();
    }

    /** An upper bound of the heap {@link #read} uses for {@code body} beyond the body itself (0504). */
    public static long workingBytes(byte[] body) {
        return WorkingSet.of(body);
    }

    public BodyRead read(byte[] body) {
        Objects.requireNonNull(body, "body");
        int start = ByteOrderMark.skipped(body);
        Optional<Utf8Fault> fault = Utf8Validator.firstFault(body, start);
        if (fault.isPresent()) {
            return new BodyRead.Invalid(BodyRead.Invalid.Kind.ENCODING, Optional.empty(), fault.get().detail());
        }
        Optional<String> misleadingStart = misleadingStart(body, start);
        if (misleadingStart.isPresent()) {
            return new BodyRead.Invalid(BodyRead.Invalid.Kind.SYNTAX, Optional.empty(), misleadingStart.get());
        }
        try {
            return walk(bytes(), body, start);
        } catch (InvalidBody invalid) {
            return invalid.invalid();
        } catch (IOException notReadAsBytes) {
            // The byte parser refuses escaped surrogates in member names ("\ud83d\ude00"), which are valid JSON
            // and which the char parser reads. So a failure is judged again by the char parser: its verdict, and
            // its message, are the reader's.
            try {
                return walk(CHARS, body, start);
            } catch (InvalidBody invalid) {
                return invalid.invalid();
            } catch (IOException notJson) {
                return new BodyRead.Invalid(BodyRead.Invalid.Kind.SYNTAX, Optional.empty(), describe(notJson));
            }
        }
    }

    private static BodyRead walk(JsonFactory factory, byte[] body, int start) throws IOException, InvalidBody {
        try (JsonParser parser = factory.createParser(body, start, body.length - start)) {
            return new EnvelopeWalker(new StrictTokens(parser)).walk();
        }
    }

    /**
     * Jackson guesses the encoding from the first bytes and would skip a second BOM or read NUL-laden
     * bytes as UTF-16 or UTF-32; none of those starts strict UTF-8 JSON, so they are refused up front.
     */
    private static Optional<String> misleadingStart(byte[] body, int start) {
        if (ByteOrderMark.at(body, start)) {
            return Optional.of("The body starts with more than one byte order mark.");
        }
        for (int i = start; i < Math.min(body.length, start + 4); i++) {
            if (body[i] == 0) {
                return Optional.of("The body holds a NUL byte, which JSON never allows.");
            }
        }
        return Optional.empty();
    }

    /** Jackson's own messages quote the body, so only the kind of failure and its place are kept. */
    private static String describe(IOException failure) {
        if (failure instanceof JsonEOFException) {
            return "The body ends before the JSON document is complete.";
        }
        if (failure instanceof StreamConstraintsException) {
            return "The body exceeds a limit of the JSON reader.";
        }
        JsonLocation where = failure instanceof JsonProcessingException json ? json.getLocation() : null;
        if (where == null || where.getLineNr() < 1) {
            return "The body is not well-formed JSON.";
        }
        return "The body is not well-formed JSON (line " + where.getLineNr() + ", column "
                + where.getColumnNr() + ").";
    }
}
