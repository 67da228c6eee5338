package market.feeds.adapters.jdbc.usecase;

import static market.feeds.adapters.jdbc.usecase.PgWorld.completed;
import static market.feeds.adapters.jdbc.usecase.PgWorld.ok;
import static market.feeds.adapters.jdbc.usecase.PgWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Position;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase.NewCatalogProduct;
import market.feeds.application.service.SubmitProductFeedService;
import market.feeds.application.testing.TestData;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.warehouse.Warehouse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Writers of one vendor's data at the same moment, on PostgreSQL: "review happens once per position" and "at most
 * one primary warehouse" hold however their transactions interleave (decisions 0213, 0214).
 */
@ExtendWith(FreshSchemaExtension.class)
class SimultaneousWritersOnPostgresTest {

    private static final int AT_ONCE = 8;

    private final PgWorld world;

    SimultaneousWritersOnPostgresTest(TestSchema schema) {
        this.world = new PgWorld(schema.dataSource());
    }

    @Test
    void feedsNamingOneNewSkuAtTheSameMomentOpenOneReview() throws Exception {
        Caller caller = world.newCaller();

        List<Object> answers = atOnce(i -> () -> completed(world.useCases.submitProductFeed().submit(real(caller,
                "key-" + TestData.id(), items(obj("sku", "RACE-1", "name", "Race " + i, "brand", "Acme",
                        "category", "seeds", "unit", "kg", "price", 10, "stock", 5))))));

        assertThat(answers).hasSize(AT_ONCE);
        assertThat(positions(caller, "RACE-1")).hasSize(1);
    }

    @Test
    void onePositionLinkedTwiceAtTheSameMomentGetsOneOfferAndTheOtherLinksAreConflicts() throws Exception {
        Caller caller = world.newCaller();
        completed(world.useCases.submitProductFeed().submit(real(caller, "key-" + TestData.id(), items(obj("sku",
                "TWICE-1", "name", "Twice", "brand", "Acme", "category", "seeds", "unit", "kg", "price", 10,
                "stock", 5)))));
        String position = positions(caller, "TWICE-1").get(0).id();
        String product = ok(world.useCases.manageCatalog().add(new NewCatalogProduct("Twice", "Acme", "seeds",
                Optional.empty()))).id();

        List<Object> answers = atOnce(i -> () -> world.useCases.reviewPositions().link(caller.vendor().slug(),
                position, Optional.of(product), Optional.empty()));

        assertThat(answers).filteredOn(AdminResult.Ok.class::isInstance).hasSize(1);
        assertThat(answers).filteredOn(AdminResult.Conflict.class::isInstance).hasSize(AT_ONCE - 1);
        assertThat(ok(world.useCases.manageOffers().list(caller.vendor().slug(), Optional.of("TWICE-1")))).hasSize(1);
    }

    @Test
    void feedsAtTheSameMomentNeverOpenMoreThanTenJobsTheBacklogLimit() throws Exception {
        Caller caller = world.newCaller();
        int feeds = SubmitProductFeedService.MAX_OPEN_JOBS + 2;

        List<Object> answers = atOnce(feeds, i -> () -> world.useCases.submitProductFeed().submit(real(caller,
                "key-" + TestData.id(), items(obj("sku", "JOB-" + i, "name", "Job " + i, "brand", "Acme",
                        "category", "seeds", "unit", "kg", "price", 10, "stock", 5)))));

        assertThat(answers).filteredOn(WriteOutcome.Completed.class::isInstance)
                .hasSize(SubmitProductFeedService.MAX_OPEN_JOBS);
        assertThat(answers).filteredOn(WriteOutcome.Refused.class::isInstance).hasSize(2)
                .allSatisfy(refused -> assertThat(((WriteOutcome.Refused<?>) refused).code())
                        .isEqualTo(RequestCode.REVIEW_BACKLOG));
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isEqualTo(SubmitProductFeedService.MAX_OPEN_JOBS);
    }

    @Test
    void primaryWarehousesAddedAtTheSameMomentLeaveOnePrimary() throws Exception {
        Caller caller = world.newCaller();

        List<Object> answers = atOnce(i -> () -> world.useCases.manageWarehouses().add(caller.vendor().slug(),
                "Depot " + i, Optional.of("Kyiv"), true));

        assertThat(answers).filteredOn(AdminResult.Ok.class::isInstance).hasSize(1);
        assertThat(answers).filteredOn(AdminResult.Conflict.class::isInstance).hasSize(AT_ONCE - 1);
        assertThat(world.stores.warehouses().forVendor(caller.vendor().id())).filteredOn(Warehouse::primary)
                .hasSize(1);
    }

    private List<Position> positions(Caller caller, String sku) {
        return ok(world.useCases.reviewPositions().list(caller.vendor().slug(), Optional.empty(),
                Optional.of(sku))).toList();
    }

    private interface Writer {
        Callable<Object> number(int i);
    }

    private static List<Object> atOnce(Writer writer) throws Exception {
        return atOnce(AT_ONCE, writer);
    }

    private static List<Object> atOnce(int writers, Writer writer) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<Object>> running = new ArrayList<>();
            for (int i = 0; i < writers; i++) {
                Callable<Object> work = writer.number(i);
                running.add(pool.submit(() -> {
                    start.await();
                    return work.call();
                }));
            }
            start.countDown();
            List<Object> answers = new ArrayList<>();
            for (Future<Object> answer : running) {
                answers.add(answer.get(60, TimeUnit.SECONDS));
            }
            return answers;
        } finally {
            pool.shutdownNow();
        }
    }
}
