package market.feeds.domain;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.limit.EchoedValue;

/**
 * The contract's rejection record: one rejected row, named by the vendor's own index in {@code items}.
 *
 * @param sku    the row's sku when known (trimmed), else null on the wire; cut as an {@link EchoedValue}
 * @param field  present only for {@code required_field_missing} and {@code field_too_long}
 * @param detail free text; required content for {@code sku_ambiguous}, {@code stale_update},
 *               {@code relist_blocked}
 */
public record Rejection(int index, Optional<String> sku, RowCode reason, Optional<String> field, Optional<String> detail) {

    public Rejection {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0");
        }
        sku = Objects.requireNonNull(sku, "sku").map(EchoedValue::cut);
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(detail, "detail");
        if (reason.namesField() != field.isPresent()) {
            throw new IllegalArgumentException("field is present exactly for required_field_missing and field_too_long");
        }
    }

    public static Rejection of(int index, String sku, RowCode reason) {
        return new Rejection(index, Optional.ofNullable(sku), reason, Optional.empty(), Optional.empty());
    }

    public static Rejection ofField(int index, String sku, RowCode reason, String field) {
        return new Rejection(index, Optional.ofNullable(sku), reason, Optional.of(field), Optional.empty());
    }

    public static Rejection withDetail(int index, String sku, RowCode reason, String detail) {
        return new Rejection(index, Optional.ofNullable(sku), reason, Optional.empty(), Optional.of(detail));
    }
}
