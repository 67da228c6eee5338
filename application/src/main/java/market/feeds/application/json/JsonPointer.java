package market.feeds.application.json;

/**
 * Builds RFC 6901 pointers; a member name becomes its reference token, escaped and cut when over-long, by the
 * domain's {@link market.feeds.domain.envelope.JsonPointer#token} like every other pointer of a refusal.
 */
final class JsonPointer {

    private final StringBuilder text = new StringBuilder();

    JsonPointer member(String name) {
        text.append('/').append(market.feeds.domain.envelope.JsonPointer.token(name));
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
