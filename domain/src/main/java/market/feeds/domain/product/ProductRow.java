package market.feeds.domain.product;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import market.feeds.domain.field.ItemReader;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.field.Sent;
import market.feeds.domain.json.RawItem;

/**
 * A product item read once into contract values, with the one fact that depends on earlier rows
 * ({@code duplicateSku}), so the checks are pure functions of this record.
 */
record ProductRow(int index, Sent<String> name, Sent<String> brand, Sent<String> category, Sent<String> unit,
                  Sent<BigDecimal> price, Sent<BigDecimal> stock, Sent<String> sku, Sent<String> warehouse,
                  Sent<BigDecimal> moq, Sent<String> description, Sent<Instant> updatedAt,
                  boolean discontinuedSent, boolean duplicateSku, Optional<Category> resolvedCategory,
                  Optional<Unit> resolvedUnit) {

    static ProductRow read(RawItem item, java.util.Set<String> earlierSkus) {
        Sent<String> sku = ItemReader.text(item, ProductFields.SKU);
        Optional<String> key = skuKey(sku);
        boolean duplicate = key.isPresent() && !earlierSkus.add(key.get());
        Sent<String> category = ItemReader.text(item, ProductFields.CATEGORY);
        Sent<String> unit = ItemReader.text(item, ProductFields.UNIT);
        return new ProductRow(item.index(),
                ItemReader.text(item, ProductFields.NAME),
                ItemReader.text(item, ProductFields.BRAND),
                category,
                unit,
                ItemReader.number(item, ProductFields.PRICE),
                ItemReader.number(item, ProductFields.STOCK),
                sku,
                ItemReader.text(item, ProductFields.WAREHOUSE),
                ItemReader.number(item, ProductFields.MOQ),
                ItemReader.text(item, ProductFields.DESCRIPTION),
                ItemReader.timestamp(item, ProductFields.UPDATED_AT),
                item.sent(ProductFields.DISCONTINUED).isPresent(),
                duplicate,
                category.value().flatMap(Category::resolve),
                unit.value().flatMap(Unit::resolve));
    }

    /** The trimmed sku when one was sent; an empty sku counts as not sent on products (decision 0101). */
    static Optional<String> skuKey(Sent<String> sku) {
        return sku.value().filter(value -> !value.isEmpty());
    }

    Optional<String> skuText() {
        return skuKey(sku);
    }
}
