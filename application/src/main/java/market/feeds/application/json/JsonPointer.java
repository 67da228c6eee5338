package market.feeds.application.json;

/** Builds RFC 6901 pointers: segments are escaped ({@code ~} as {@code ~0}, {@code /} as {@code ~1}). */
final class JsonPointer {

    private final StringBuilder text = new StringBuilder();

    JsonPointer member(String name) {
        text.append('/').append(market.feeds.domain.envelope.JsonPointer.escape(name));
        return this;
    }

    JsonPointer element(int index) {
        text.append('/').append(index);
        return this;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
