package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The catalogue: one batch insert, candidates by category and brand key. */
@ExtendWith(FreshSchemaExtension.class)
class PgCatalogStoreTest {

    private final PgCatalogStore catalog;

    PgCatalogStoreTest(TestSchema schema) {
        this.catalog = new Fixtures(schema.dataSource()).stores.catalog();
    }

    @Test
    void candidatesMatchCategoryAndBrandKeyOnly() {
        CatalogEntry seed = entry("P64LE19", "Pioneer Hi-Bred", Category.SEEDS, Optional.of(Unit.BAG));
        CatalogEntry otherBrand = entry("DKC 3730", "Dekalb", Category.SEEDS, Optional.empty());
        CatalogEntry otherCategory = entry("Pioneer oil", "Pioneer Hi-Bred", Category.FUEL_LUBRICANTS, Optional.of(Unit.LITER));
        catalog.insertAll(List.of(seed, otherBrand, otherCategory));

        List<CatalogEntry> found = catalog.candidates(Set.of(BrandInCategory.of(Category.SEEDS, "HI-BRED  pioneer")));

        assertThat(found).containsExactly(seed);
        assertThat(catalog.byId(otherBrand.id())).contains(otherBrand);
        assertThat(catalog.byId("123")).isEmpty();
        assertThat(catalog.candidates(Set.of())).isEmpty();
    }

    @Test
    void fiveThousandEntriesInsertAsOneBatch() {
        List<CatalogEntry> entries = new java.util.ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            entries.add(entry("Product " + i, "Bulk Brand", Category.SUPPLIES, Optional.of(Unit.PIECE)));
        }

        catalog.insertAll(entries);

        assertThat(catalog.candidates(Set.of(BrandInCategory.of(Category.SUPPLIES, "Bulk Brand")))).hasSize(5000);
    }

    private static CatalogEntry entry(String name, String brand, Category category, Optional<Unit> unit) {
        return new CatalogEntry(Fixtures.newId(), name, brand, category, unit);
    }
}
