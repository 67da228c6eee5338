package market.feeds.application.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * Strict UTF-8 check of a whole body (RFC 3629): Jackson decodes leniently, accepting overlong forms and
 * encoded surrogates, so the bytes are judged here before the parser sees them.
 */
final class Utf8Validator {

    /** Reads eight bytes at once: bodies are mostly ASCII, and a 16 MiB body must cost only milliseconds. */
    private static final VarHandle EIGHT_BYTES =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    private Utf8Validator() {
    }

    static Optional<Utf8Fault> firstFault(byte[] bytes, int from) {
        int i = from;
        int end = bytes.length;
        while (i < end) {
            while (i + Long.BYTES <= end && ((long) EIGHT_BYTES.get(bytes, i) & HIGH_BITS) == 0) {
                i += Long.BYTES;
            }
            if (i == end) {
                break;
            }
            int lead = bytes[i] & 0xFF;
            if (lead < 0x80) {
                i++;
                continue;
            }
            int length = sequenceLength(lead);
            if (length == 0) {
                return fault(i, lead >= 0x80 && lead < 0xC0 ? "a continuation byte without a lead byte"
                        : lead < 0xC2 ? "an overlong two-byte sequence" : "a byte that never occurs in UTF-8");
            }
            for (int k = 1; k < length; k++) {
                if (i + k == end) {
                    return fault(i, "a sequence truncated by the end of the body");
                }
                if ((bytes[i + k] & 0xC0) != 0x80) {
                    return fault(i, "an incomplete multi-byte sequence");
                }
            }
            int second = bytes[i + 1] & 0xFF;
            if (lead == 0xE0 && second < 0xA0 || lead == 0xF0 && second < 0x90) {
                return fault(i, "an overlong sequence");
            }
            if (lead == 0xED && second >= 0xA0) {
                return fault(i, "an encoded surrogate");
            }
            if (lead == 0xF4 && second >= 0x90) {
                return fault(i, "a code point above U+10FFFF");
            }
            i += length;
        }
        return Optional.empty();
    }

    /** 0 for a byte that cannot start a sequence (continuation bytes, C0, C1, F5 to FF). */
    private static int sequenceLength(int lead) {
        if (lead >= 0xC2 && lead <= 0xDF) {
            return 2;
        }
        if (lead >= 0xE0 && lead <= 0xEF) {
            return 3;
        }
        if (lead >= 0xF0 && lead <= 0xF4) {
            return 4;
        }
        return 0;
    }

    private static Optional<Utf8Fault> fault(int offset, String problem) {
        return Optional.of(new Utf8Fault(offset, problem));
    }
}
