package market.feeds.domain.offer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.ItemReader;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.Sent;
import market.feeds.domain.json.RawItem;

/** An offer item read once into contract values, plus whether an earlier row carried its sku. */
record OfferRow(int index, Sent<String> sku, Sent<BigDecimal> price, Sent<BigDecimal> stock, Sent<BigDecimal> moq,
                Sent<Boolean> discontinued, Sent<Instant> updatedAt, boolean duplicateSku) {

    static OfferRow read(RawItem item, Set<String> earlierSkus) {
        Sent<String> sku = ItemReader.text(item, OfferFields.SKU);
        Optional<String> key = FieldText.nonEmpty(sku);
        boolean duplicate = key.isPresent() && !earlierSkus.add(key.get());
        return new OfferRow(item.index(), sku,
                ItemReader.number(item, OfferFields.PRICE),
                ItemReader.number(item, OfferFields.STOCK),
                ItemReader.number(item, OfferFields.MOQ),
                ItemReader.bool(item, OfferFields.DISCONTINUED),
                ItemReader.timestamp(item, OfferFields.UPDATED_AT),
                duplicate);
    }

    Optional<String> skuText() {
        return FieldText.nonEmpty(sku);
    }
}
