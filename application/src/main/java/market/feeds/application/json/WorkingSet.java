package market.feeds.application.json;

/**
 * An upper bound of the heap {@link StrictJsonReader#read} uses for one body beyond the body itself, found by
 * one pass over its bytes (decision 0504). Whatever the shape of a 16 MiB body, the reader's working set is
 * bounded; this says by how much, so the caller can make room before parsing.
 */
final class WorkingSet {

    /** Kept strings and numbers: Java strings take at most 2 bytes per UTF-8 byte (UTF-16 once one char needs it). */
    static final int KEPT_BYTES_PER_BODY_BYTE = 2;
    /**
     * The parser's table of the body's member names holds each name's UTF-8 bytes again, as 4-byte quads, beside
     * the one String its occurrences share (decision 0814).
     */
    static final int TABLE_BYTES_PER_NAME_BYTE = 1;
    /** The token being read: Jackson's text segments (2 bytes a char) and the array it joins them into (2). */
    static final int TOKEN_BYTES_PER_BYTE = 4;
    /** A member name: its slot in the parser's name table and its entry in the duplicate check, with margin. */
    static final int BYTES_PER_MEMBER = 128;

    private WorkingSet() {
    }

    static long of(byte[] body) {
        long members = 0;
        long nameBytes = 0;
        int lastString = 0;
        boolean afterString = false;
        int longestToken = 0;
        int tokenStart = -1;
        boolean inString = false;
        for (int i = 0; i < body.length; i++) {
            byte b = body[i];
            if (inString) {
                if (b == '\\') {
                    i++;
                } else if (b == '"') {
                    inString = false;
                    lastString = i - tokenStart;
                    afterString = true;
                    longestToken = Math.max(longestToken, lastString);
                    tokenStart = -1;
                }
            } else if (b == '"') {
                inString = true;
                longestToken = Math.max(longestToken, tokenStart < 0 ? 0 : i - tokenStart);
                tokenStart = i;
            } else if (b == ':' || b == ',' || b == '{' || b == '}' || b == '[' || b == ']' || b <= ' ') {
                // Every member has exactly one colon outside strings, after its name.
                if (b == ':') {
                    members++;
                    nameBytes += afterString ? lastString : 0;
                }
                afterString &= b <= ' ';
                longestToken = Math.max(longestToken, tokenStart < 0 ? 0 : i - tokenStart);
                tokenStart = -1;
            } else {
                afterString = false;
                if (tokenStart < 0) {
                    tokenStart = i;
                }
            }
        }
        if (tokenStart >= 0) {
            longestToken = Math.max(longestToken, body.length - tokenStart);
        }
        return KEPT_BYTES_PER_BODY_BYTE * (long) body.length + TABLE_BYTES_PER_NAME_BYTE * nameBytes
                + TOKEN_BYTES_PER_BYTE * (long) longestToken + BYTES_PER_MEMBER * members;
    }
}
