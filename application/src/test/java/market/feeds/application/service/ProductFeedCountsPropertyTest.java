package market.feeds.application.service;

import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Rows;
import market.feeds.domain.Rejection;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Whatever a feed mixes, every row is accepted or rejected exactly once, and the counts agree everywhere. */
class ProductFeedCountsPropertyTest {

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

    @Property(tries = 30)
    void everyRowIsAcceptedOrRejectedOnce(@ForAll @Size(min = 1, max = 60) List<@IntRange(min = 0, max = 3) Integer> kinds) {
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
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty()))
                .hasSize(result.accepted());
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), result.requestId()).orElseThrow();
        assertThat(entry.accepted()).hasValue(result.accepted());
        assertThat(entry.rejectedTotal()).isEqualTo(result.rejectedTotal());
        assertThat(world.stores.rejections().page(result.requestId(), 0, 1000)).hasSize(result.rejectedTotal());
    }
}
