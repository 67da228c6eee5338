package market.feeds.domain;

import java.util.Objects;
import java.util.Optional;
import market.feeds.domain.limit.EchoedValue;

/**
 * A remark on an accepted row (§2: {@code warehouse_ambiguous} is a warning, not a rejection).
 *
 * @param sku  echoed, so cut as an {@link EchoedValue}
 * @param code the warning's wire code, e.g. {@code warehouse_ambiguous}
 */
public record Warning(int index, Optional<String> sku, String code, String detail) {

    public static final String WAREHOUSE_AMBIGUOUS = "warehouse_ambiguous";

    public Warning {
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0");
        }
        sku = Objects.requireNonNull(sku, "sku").map(EchoedValue::cut);
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(detail, "detail");
    }
}
