package market.feeds.application.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.memory.InMemoryPullScheduler;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.application.port.out.HostResolver;
import market.feeds.application.port.out.SecretBox;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UseCases;
import market.feeds.application.service.UuidIdGenerator;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;

/**
 * How another JVM application embeds the domain and the use cases with no database and no HTTP
 * (docs/embedding.md walks through this file). It uses only main code of {@code domain} and {@code application}.
 */
class EmbeddingExampleTest {

    /** The embedding app supplies what is outside the hexagon; here: no network and a throw-away secret box. */
    private static UseCases embed() {
        Stores stores = InMemoryStores.create();
        FeedFetcher noNetwork = request -> new FeedFetcher.FetchResult.Failed(PullRunCode.FETCH_FAILED, OptionalInt.empty(),
                "this application does not pull feeds");
        HostResolver noDns = (host, budget) -> new HostResolver.Resolution.NotFound();
        SecretBox noSecrets = new SecretBox() {
            @Override
            public byte[] seal(String secret, String associatedData) {
                throw new UnsupportedOperationException("no feed tokens in this application");
            }

            @Override
            public Optional<String> open(byte[] sealed, String associatedData) {
                return Optional.empty();
            }
        };
        UseCases.Surroundings surroundings = new UseCases.Surroundings(Clock.systemUTC(), new UuidIdGenerator(),
                new SecureRandom(), noSecrets, noNetwork, noDns, new InMemoryPullScheduler());
        return new UseCases(stores, surroundings, UseCases.Settings.defaults());
    }

    @Test
    void anEmbeddingApplicationJudgesAFeedAndUpdatesOffers() {
        UseCases app = embed();

        // 1. Operator side: a vendor and its key.
        ok(app.manageVendors().create("agro-embedded", Optional.of("Agro Embedded"), Optional.empty()));
        String secret = ok(app.manageApiKeys().issue("agro-embedded", List.of("products:write", "offers:write"),
                Optional.empty())).secret();

        // 2. Vendor side: authenticate the key, then send a product feed (a dry run needs no Idempotency-Key).
        Caller caller = ((Access.Granted) app.authorizeVendor().authorize(Optional.of(secret),
                Optional.of(Scope.PRODUCTS_WRITE))).caller();
        String feed = "{\"items\":[{\"sku\":\"A-1\",\"name\":\"Corn\",\"brand\":\"Dekalb\",\"category\":\"Seeds\","
                + "\"unit\":\"bag\",\"price\":10.5,\"stock\":3},{\"sku\":\"A-2\",\"name\":\"Corn\"}]}";
        WriteOutcome<ProductFeedResult> dryRun = app.submitProductFeed().submit(new WriteCommand(caller,
                "0b3c5c2e-5a4f-4d35-9f3b-7f5f0a3f1d11", true, Optional.empty(), feed.getBytes(StandardCharsets.UTF_8)));
        ProductFeedResult result = ((WriteOutcome.Completed<ProductFeedResult>) dryRun).result();
        assertThat(result.accepted()).isEqualTo(1);
        assertThat(result.rejected().get(0).reason()).isEqualTo(RowCode.REQUIRED_FIELD_MISSING);

        // 3. A real offer update needs an Idempotency-Key; unknown skus are rejected per row.
        String patch = "{\"items\":[{\"sku\":\"A-1\",\"price\":11}]}";
        WriteOutcome<OfferUpdateResult> update = app.updateOffers().update(new WriteCommand(caller,
                "3f1a9f52-1e7c-4c2b-8a57-2d0e8f6b9c01", false, Optional.of("embedded-0000000001"),
                patch.getBytes(StandardCharsets.UTF_8)));
        OfferUpdateResult offers = ((WriteOutcome.Completed<OfferUpdateResult>) update).result();
        assertThat(offers.rejected().get(0).reason()).isEqualTo(RowCode.SKU_UNKNOWN);

        // 4. The matching worker runs wherever the application likes, e.g. a scheduled executor.
        assertThat(app.workProductJobs().workOne("embedded-worker")).isFalse();
    }

    private static <T> T ok(AdminResult<T> result) {
        return ((AdminResult.Ok<T>) result).value();
    }
}
