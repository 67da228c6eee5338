package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import market.feeds.domain.json.RawEnvelope;

/** Test helpers: read a body with one shared reader and unwrap the expected outcome. */
final class Reading {

    static final StrictJsonReader READER = new StrictJsonReader();

    private Reading() {
    }

    static BodyRead read(String json) {
        return READER.read(json.getBytes(StandardCharsets.UTF_8));
    }

    static RawEnvelope envelope(String json) {
        return envelope(READER.read(json.getBytes(StandardCharsets.UTF_8)));
    }

    static RawEnvelope envelope(BodyRead read) {
        assertThat(read).isInstanceOf(BodyRead.Envelope.class);
        return ((BodyRead.Envelope) read).envelope();
    }

    static BodyRead.Invalid invalid(String json, BodyRead.Invalid.Kind kind) {
        return invalid(read(json), kind);
    }

    static BodyRead.Invalid invalid(BodyRead read, BodyRead.Invalid.Kind kind) {
        assertThat(read).isInstanceOf(BodyRead.Invalid.class);
        BodyRead.Invalid invalid = (BodyRead.Invalid) read;
        assertThat(invalid.kind()).isEqualTo(kind);
        return invalid;
    }

    static void assertRefused(String json, BodyRead.Invalid.Kind kind, String pointer) {
        assertThat(invalid(json, kind).pointer()).isEqualTo(Optional.of(pointer));
    }

    /** A body made of text around raw bytes, for encoding cases no Java string can express. */
    static byte[] bytes(String before, int[] raw, String after) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(before.getBytes(StandardCharsets.UTF_8));
        for (int b : raw) {
            out.write(b);
        }
        out.writeBytes(after.getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }
}
