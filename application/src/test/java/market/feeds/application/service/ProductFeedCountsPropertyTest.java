package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.domain.Rejection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Whatever a feed mixes, every row is accepted or rejected exactly once, and the counts agree everywhere. */
class ProductFeedCountsPropertyTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    /** 0 valid, 1 missing name, 2 price sent as a string, 3 repeats the sku of row 0. */
    private static String row(int index, int kind) {
        return switch (kind) {
            case 1 -> obj("sku", "S-" + index, "brand", "Dekalb", "category", "seeds", "unit", "bag", "price", 1, "stock", 1);
            case 2 -> obj("sku", "S-" + index, "name", "Corn", "brand", "Dekalb", "category", "seeds", "unit", "bag",
                    "price", "10", "stock", 1);
            case 3 -> Rows.product("S-0");
            default -> Rows.product("S-" + index);
        };
    }

    /** One feed per seed; the seed is in the display name, so a failure names the feed to replay. */
    static LongStream seeds() {
        return LongStream.range(0, 30);
    }

    /** 1 to 60 row kinds. */
    private static List<Integer> kinds(Random random) {
        List<Integer> kinds = new ArrayList<>();
        for (int n = 1 + random.nextInt(60); n > 0; n--) {
            kinds.add(random.nextInt(4));
        }
        return kinds;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyRowIsAcceptedOrRejectedOnce(long seed) {
        List<Integer> kinds = kinds(new Random(seed));
        InMemoryWorld world = new InMemoryWorld();
        Caller caller = world.newCaller();
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            rows.add(row(i, i == 0 ? 0 : kinds.get(i)));
        }
        long valid = rows.stream().filter(row -> row.contains("\"name\"") && !row.contains("\"price\":\"10\"")).count();
        long duplicates = kinds.subList(1, kinds.size()).stream().filter(kind -> kind == 3).count();

        ProductFeedResult result = completed(world.useCases.submitProductFeed().submit(real(caller, items(rows))));

        assertThat(result.accepted() + result.rejectedTotal()).isEqualTo(kinds.size());
        assertThat(result.accepted()).isEqualTo(valid - duplicates);
        assertThat(result.rejected()).extracting(Rejection::index).isSorted().hasSize(Math.min(20, result.rejectedTotal()));
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(), WHOLE))
                .hasSize(result.accepted());
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), result.requestId()).orElseThrow();
        assertThat(entry.accepted()).hasValue(result.accepted());
        assertThat(entry.rejectedTotal()).isEqualTo(result.rejectedTotal());
        assertThat(world.stores.rejections().page(result.requestId(), 0, 1000)).hasSize(result.rejectedTotal());
    }
}
