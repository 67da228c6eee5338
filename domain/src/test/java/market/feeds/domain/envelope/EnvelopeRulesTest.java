package market.feeds.domain.envelope;

import static market.feeds.domain.Items.aProduct;
import static market.feeds.domain.Items.anOffer;
import static market.feeds.domain.Items.num;
import static market.feeds.domain.Items.str;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.json.RawItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Request-level envelope rules after a well-formed body: unknown_field, no_items, too_many_items. */
class EnvelopeRulesTest {

    private static RawEnvelope envelope(List<RawItem> items, String... topLevel) {
        return new RawEnvelope(List.of(topLevel), items);
    }

    private static List<RawItem> products(int count) {
        List<RawItem> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            items.add(aProduct(i).build());
        }
        return items;
    }

    @Test
    void aBodyWithOnlyKnownMembersPasses() {
        assertThat(EnvelopeRules.check(envelope(products(3), "items"), ProductFields.names())).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"currency", "vat_rate", "lead_time_days", "Name", "id"})
    void unknownFieldInAnItemFailsTheWholeRequestWithItsPointer(String member) {
        List<RawItem> items = products(5);
        items.set(3, aProduct(3).with(member, num("20")).build());
        Optional<EnvelopeViolation> violation = EnvelopeRules.check(envelope(items, "items"), ProductFields.names());
        assertThat(violation).hasValueSatisfying(v -> {
            assertThat(v.code()).isEqualTo(RequestCode.UNKNOWN_FIELD);
            assertThat(v.pointer()).contains("/items/3/" + member);
        });
    }

    @Test
    void unknownFieldAtTheTopLevel() {
        assertThat(EnvelopeRules.check(envelope(products(1), "items", "foo"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.pointer()).contains("/foo"));
    }

    @Test
    void unknownFieldReportsTheFirstInDocumentOrder() {
        List<RawItem> items = List.of(aProduct(0).with("vat_rate", num("20")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items", "foo"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.pointer()).contains("/items/0/vat_rate"));
        assertThat(EnvelopeRules.check(envelope(items, "foo", "items"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.pointer()).contains("/foo"));
    }

    @Test
    void aVeryLongUnknownNameIsEchoedCutLikeAnyEchoedValue() {
        String name = "f".repeat(1_000_000);
        List<RawItem> items = List.of(aProduct(0).with(name, num("1")).build());

        assertThat(EnvelopeRules.check(envelope(items, "items"), ProductFields.names())).hasValueSatisfying(v -> {
            assertThat(v.pointer()).contains("/items/0/" + "f".repeat(256) + "…");
            assertThat(v.detail()).hasSizeLessThan(400);
        });
        assertThat(EnvelopeRules.check(envelope(products(1), name, "items"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.pointer()).contains("/" + "f".repeat(256) + "…"));
    }

    @Test
    void unknownFieldPointerEscapesSlashAndTilde() {
        List<RawItem> items = List.of(aProduct(0).with("a/b~c", str("x")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.pointer()).contains("/items/0/a~1b~0c"));
    }

    @Test
    void discontinuedIsReadOnProductsSoItIsNotUnknown() {
        List<RawItem> items = List.of(aProduct(0).with("discontinued", str("x")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items"), ProductFields.names())).isEmpty();
    }

    @Test
    void productFieldsAreUnknownOnOffers() {
        List<RawItem> items = List.of(anOffer(0, "A").with("name", str("Corn")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items"), OfferFields.names()))
                .hasValueSatisfying(v -> assertThat(v.code()).isEqualTo(RequestCode.UNKNOWN_FIELD));
    }

    @Test
    void noItemsWhenItemsIsEmpty() {
        assertThat(EnvelopeRules.check(envelope(List.of(), "items"), OfferFields.names()))
                .hasValueSatisfying(v -> {
                    assertThat(v.code()).isEqualTo(RequestCode.NO_ITEMS);
                    assertThat(v.pointer()).isEmpty();
                });
    }

    @Test
    void tooManyItemsAbove5000() {
        assertThat(EnvelopeRules.check(envelope(products(5000), "items"), ProductFields.names())).isEmpty();
        assertThat(EnvelopeRules.check(envelope(products(5001), "items"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.code()).isEqualTo(RequestCode.TOO_MANY_ITEMS));
    }

    @Test
    void unknownFieldPrecedesNoItems() {
        assertThat(EnvelopeRules.check(envelope(List.of(), "items", "currency"), OfferFields.names()))
                .hasValueSatisfying(v -> {
                    assertThat(v.code()).isEqualTo(RequestCode.UNKNOWN_FIELD);
                    assertThat(v.pointer()).contains("/currency");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"currency", "vat_rate", "lead_time_days", "warehouse", "name", "Price"})
    void unknownFieldOnOffersNamesTheMemberTheOfferTableDoesNotHave(String member) {
        List<RawItem> items = List.of(anOffer(0, "A").build(), anOffer(1, "B").with(member, num("1")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items"), OfferFields.names()))
                .hasValueSatisfying(v -> {
                    assertThat(v.code()).isEqualTo(RequestCode.UNKNOWN_FIELD);
                    assertThat(v.pointer()).contains("/items/1/" + member);
                });
    }

    @Test
    void unknownFieldPrecedesTooManyItems() {
        List<RawItem> items = products(5001);
        items.set(4999, aProduct(4999).with("currency", str("UAH")).build());
        assertThat(EnvelopeRules.check(envelope(items, "items"), ProductFields.names()))
                .hasValueSatisfying(v -> assertThat(v.code()).isEqualTo(RequestCode.UNKNOWN_FIELD));
    }
}
