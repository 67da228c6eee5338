package market.feeds.adapters.http.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeFormatter;

/** The adapter's one Jackson configuration: plain decimals out, strict trees in. Immutable, so shared. */
public final class Json {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    /** For values written one after another into a stream: a flush after each would send a packet per value. */
    private static final ObjectWriter STREAMING = MAPPER.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);

    private Json() {
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    public static byte[] bytes(JsonNode node) {
        try {
            return MAPPER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A generator writing to {@code out} as {@link #bytes} does. It neither closes the stream nor completes the
     * document when closed: a listing cut short must not end in a well-formed array (decision 0408).
     */
    public static JsonGenerator generator(OutputStream out) throws IOException {
        return STREAMING.createGenerator(out)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT);
    }

    /** Writes {@code node} into a {@link #generator}, leaving the bytes to the generator's own buffering. */
    public static void write(JsonGenerator generator, JsonNode node) throws IOException {
        STREAMING.writeValue(generator, node);
    }

    /** Parses a whole document; duplicate members and trailing content are errors. */
    public static JsonNode tree(String body) throws IOException {
        return MAPPER.readTree(body);
    }

    /** A decimal as the contract writes numbers: by value, no exponent, no trailing zeros. */
    public static BigDecimal plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /** RFC 3339 in UTC. */
    public static String time(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant);
    }
}
