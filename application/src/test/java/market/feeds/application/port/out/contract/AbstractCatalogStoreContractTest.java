package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.testing.TestData;
import market.feeds.domain.catalog.BrandInCategory;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;
import org.junit.jupiter.api.Test;

/** The contract of {@code CatalogStore}, for every adapter. */
public abstract class AbstractCatalogStoreContractTest extends StoreContract {

    @Test
    void insertedEntriesAreFoundById() {
        CatalogEntry withUnit = TestData.aCatalogEntry("Corn DKC 3730", "Dekalb", Category.SEEDS);
        CatalogEntry withoutUnit = new CatalogEntry(TestData.id(), "Roundup 360", "Bayer", Category.PESTICIDES,
                Optional.empty());
        stores().catalog().insertAll(List.of(withUnit, withoutUnit));
        assertThat(stores().catalog().byId(withUnit.id())).contains(withUnit);
        assertThat(stores().catalog().byId(withoutUnit.id())).contains(withoutUnit);
        assertThat(stores().catalog().byId(TestData.id())).isEmpty();
    }

    @Test
    void candidatesAreTheEntriesOfEachCategoryWithTheBrandPairedWithItNotEveryPair() {
        String brand = "Brand " + TestData.id().substring(0, 8);
        CatalogEntry seeds = TestData.aCatalogEntry("Corn A", brand, Category.SEEDS);
        CatalogEntry seedsUpper = TestData.aCatalogEntry("Corn B", brand.toUpperCase(), Category.SEEDS);
        CatalogEntry fuel = TestData.aCatalogEntry("Diesel", brand, Category.FUEL_LUBRICANTS);
        CatalogEntry otherBrand = new CatalogEntry(TestData.id(), "Corn C", "Other " + brand, Category.SEEDS,
                Optional.of(Unit.BAG));
        stores().catalog().insertAll(List.of(seeds, seedsUpper, fuel, otherBrand));
        assertThat(stores().catalog().candidates(Set.of(BrandInCategory.of(Category.SEEDS, brand))))
                .containsExactlyInAnyOrder(seeds, seedsUpper);
        assertThat(stores().catalog().candidates(Set.of(BrandInCategory.of(Category.SEEDS, brand),
                BrandInCategory.of(Category.FUEL_LUBRICANTS, brand))))
                .containsExactlyInAnyOrder(seeds, seedsUpper, fuel);
        // Fuel of the other brand and seeds of this one: neither seeds of the other brand nor this brand's fuel.
        assertThat(stores().catalog().candidates(Set.of(BrandInCategory.of(Category.FUEL_LUBRICANTS, "Other " + brand),
                BrandInCategory.of(Category.SEEDS, brand)))).containsExactlyInAnyOrder(seeds, seedsUpper);
    }

    @Test
    void searchFindsNameOrBrandPartsCaseInsensitivelyUpToTheLimit() {
        String tag = TestData.id().substring(0, 8);
        CatalogEntry byName = givenCatalogProduct("Maize " + tag + " early", "Agro");
        CatalogEntry byBrand = givenCatalogProduct("Wheat", "Brand" + tag);

        assertThat(stores().catalog().search(tag.toUpperCase(java.util.Locale.ROOT), 10))
                .extracting(CatalogEntry::id).containsExactly(byName.id(), byBrand.id());
        assertThat(stores().catalog().search(tag, 1)).hasSize(1);
    }
}
