package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Position;
import market.feeds.application.model.Vendor;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.offer.OfferChange;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.SkuResolution;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.statement.StatementContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Set-based writes: a payload of 5000 rows costs the same number of statements as one of 5 rows. */
@ExtendWith(FreshSchemaExtension.class)
class StatementCountTest {

    private final AtomicInteger statements = new AtomicInteger();
    private final Fixtures fixtures;
    private final JdbcStores counted;

    StatementCountTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
        Jdbi jdbi = Jdbi.create(schema.dataSource());
        jdbi.getConfig(SqlStatements.class).setSqlLogger(new SqlLogger() {
            @Override
            public void logBeforeExecution(StatementContext context) {
                statements.incrementAndGet();
            }
        });
        this.counted = JdbcStores.create(new JdbiTransactions(jdbi, Optional.empty()));
    }

    @Test
    void offerPatchOfFiveThousandRowsTakesAsManyStatementsAsOneOfFive() {
        Vendor vendor = fixtures.vendor();
        String product = fixtures.product().id();
        List<Offer> offers = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            offers.add(Fixtures.offer(vendor.id(), "COUNT-" + i, product));
        }
        fixtures.stores.offers().insertAll(offers);
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);

        int small = statementsOfPatch(vendor.id(), offers.subList(0, 5), request, 0);
        int large = statementsOfPatch(vendor.id(), offers, request, 5);

        assertThat(large).isEqualTo(small);
        assertThat(large).isLessThanOrEqualTo(4); // vendor write lock, resolve, update, rejections (timeouts: per connection)
    }

    @Test
    void productFeedOfFiveThousandRowsTakesAsManyStatementsAsOneOfFive() {
        Vendor vendor = fixtures.vendor();
        String request = fixtures.journaledRequest(vendor.id(), Fixtures.T0);

        int small = statementsOfProductFeed(vendor.id(), request, 5);
        int large = statementsOfProductFeed(vendor.id(), request, 5000);

        assertThat(large).isEqualTo(small);
    }

    private int statementsOfPatch(String vendorId, List<Offer> offers, String request, int firstIndex) {
        statements.set(0);
        counted.transactions().run(() -> {
            Set<String> skus = new HashSet<>();
            offers.forEach(offer -> skus.add(offer.sku()));
            Map<String, SkuResolution> resolved = SkuResolution.ofAll(counted.offerUpdates().skuFacts(vendorId, skus, true));
            List<OfferChange> changes = new ArrayList<>();
            List<Rejection> rejections = new ArrayList<>();
            for (Offer offer : offers) {
                OfferSnapshot stored = ((SkuResolution.Resolved) resolved.get(offer.sku())).offer();
                changes.add(new OfferChange(stored.offerId(), stored.price(), stored.stock().add(BigDecimal.ONE),
                        stored.moq(), false, Optional.empty()));
                rejections.add(Rejection.of(firstIndex + rejections.size(), offer.sku(), RowCode.SKU_UNKNOWN));
            }
            counted.offerUpdates().applyAll(changes);
            counted.rejections().store(request, rejections);
        });
        return statements.get();
    }

    private int statementsOfProductFeed(String vendorId, String request, int rows) {
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < rows; i++) {
            positions.add(Fixtures.position(vendorId, Optional.of("FEED-" + rows + "-" + i), request));
        }
        statements.set(0);
        counted.transactions().run(() -> {
            counted.positions().currentBySkus(vendorId, Set.of("FEED-" + rows + "-0"));
            counted.positions().insertAll(positions);
            counted.positions().updateAll(positions);
        });
        return statements.get();
    }
}
