package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.envelope.EnvelopeViolation;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.json.RawEnvelope;
import org.junit.jupiter.api.Test;

/**
 * What the reader keeps of a body refused anyway is bounded (decision 0504), and the verdict stays the
 * contract's: the first unknown member in document order, then too_many_items with the true count.
 */
class BoundedParseTest {

    @Test
    void keptMembersExceedEveryItemFieldSetSoTheFirstUnknownMemberIsAlwaysKept() {
        assertThat(EnvelopeWalker.KEPT_MEMBERS).isGreaterThan(ProductFields.names().size())
                .isGreaterThan(OfferFields.names().size());
    }

    @Test
    void tooManyItemsKeepsOnlyOneMoreThanTheLimitAndCountsThemAll() {
        RawEnvelope envelope = read("{}", 200_000, "");

        assertThat(envelope.itemCount()).isEqualTo(200_000);
        assertThat(envelope.items()).hasSize(EnvelopeWalker.KEPT_ITEMS);
        assertThat(violation(envelope).code()).isEqualTo(RequestCode.TOO_MANY_ITEMS);
        assertThat(violation(envelope).detail()).startsWith("200000 items sent");
    }

    @Test
    void unknownFieldPastTheKeptItemsIsStillFoundWithItsPointer() {
        RawEnvelope envelope = read("{\"sku\":\"A\"}", 10_000, ",{\"sku\":\"B\",\"colour\":\"red\"}");

        EnvelopeViolation violation = violation(envelope);
        assertThat(violation.code()).isEqualTo(RequestCode.UNKNOWN_FIELD);
        assertThat(violation.pointer()).contains("/items/10000/colour");
        assertThat(envelope.items()).hasSizeLessThanOrEqualTo(EnvelopeWalker.KEPT_ITEMS + EnvelopeWalker.KEPT_MEMBERS);
    }

    @Test
    void anItemWithMoreMembersThanKeptPointsAtItsFirstUnknownMember() {
        StringBuilder item = new StringBuilder("{\"sku\":\"A\"");
        for (int i = 0; i < 100_000; i++) {
            item.append(",\"m").append(i).append("\":1");
        }
        RawEnvelope envelope = read(item.append('}').toString(), 1, "");

        assertThat(envelope.items().get(0).members()).hasSize(EnvelopeWalker.KEPT_MEMBERS);
        assertThat(violation(envelope).pointer()).contains("/items/0/m0");
    }

    @Test
    void workingBytesCountMembersTheirNamesTheLongestTokenAndTwiceTheBody() {
        byte[] body = "{\"items\" :[{\"sku\":\"A:\\\"B\",\"price\":123456789}]}".getBytes(StandardCharsets.UTF_8);

        // Three colons outside strings, after the names "items", "sku" and "price" (6 + 4 + 6 bytes counted: each
        // with one quote); the longest token is 123456789 (the value "A:\"B" spans 6 bytes and names nothing).
        assertThat(StrictJsonReader.workingBytes(body)).isEqualTo(2L * body.length + 16 + 4L * 9 + 3L * 128);
    }

    private static RawEnvelope read(String item, int copies, String tail) {
        StringBuilder body = new StringBuilder("{\"items\":[");
        for (int i = 0; i < copies; i++) {
            body.append(i == 0 ? "" : ",").append(item);
        }
        body.append(tail).append("]}");
        return Reading.envelope(Reading.READER.read(body.toString().getBytes(StandardCharsets.UTF_8)));
    }

    private static EnvelopeViolation violation(RawEnvelope envelope) {
        Set<String> fields = ProductFields.names();
        Optional<EnvelopeViolation> violation = EnvelopeRules.check(envelope, fields);
        assertThat(violation).isPresent();
        return violation.get();
    }
}
