package market.feeds.bootstrap.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.json.BodyRead;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import org.junit.jupiter.api.Test;

/** The fuzz generator itself: every mutation it makes must fail the request as a whole, never a row. */
class BodyMutatorTest {

    private static final StrictJsonReader READER = new StrictJsonReader();

    @Test
    void theOriginalBodiesAreValidSoTheMutationsAreWhatBreaksThem() {
        assertThat(refusedAsAWhole(offers(), true)).isFalse();
        assertThat(refusedAsAWhole(products(), false)).isFalse();
    }

    @Test
    void everyMutationIsRefusedByTheReaderOrTheEnvelopeRules() {
        BodyMutator mutator = new BodyMutator(7L);
        for (int run = 0; run < 5000; run++) {
            boolean toOffers = run % 2 == 0;
            BodyMutator.Mutation mutation = mutator.mutate(toOffers ? offers() : products());
            assertThat(refusedAsAWhole(mutation.body(), toOffers))
                    .as("run %d (%s): %s", run, mutation.kind(), new String(mutation.body(),
                            java.nio.charset.StandardCharsets.ISO_8859_1))
                    .isTrue();
        }
    }

    private static boolean refusedAsAWhole(String body, boolean offers) {
        return refusedAsAWhole(body.getBytes(java.nio.charset.StandardCharsets.UTF_8), offers);
    }

    private static boolean refusedAsAWhole(byte[] body, boolean offers) {
        BodyRead read = READER.read(body);
        if (read instanceof BodyRead.Envelope envelope) {
            return EnvelopeRules.check(envelope.envelope(), offers ? OfferFields.names() : ProductFields.names())
                    .isPresent();
        }
        return true;
    }

    static String offers() {
        return Bodies.items(Bodies.offer("F-1", "\"price\":11.25,\"stock\":3,\"discontinued\":true"),
                Bodies.offer("F-2", "\"moq\":1,\"updated_at\":\"2026-11-21T08:00:00Z\""));
    }

    static String products() {
        return Bodies.items(Bodies.product("F-1"), Bodies.product("F-2").replace("}", ",\"moq\":2.5}"));
    }
}
