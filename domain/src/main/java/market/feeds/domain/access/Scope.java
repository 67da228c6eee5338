package market.feeds.domain.access;

import java.util.Optional;

/** The two key scopes the contract names. */
public enum Scope {
    PRODUCTS_WRITE("products:write"),
    OFFERS_WRITE("offers:write");

    private final String wire;

    Scope(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<Scope> fromWire(String wire) {
        for (Scope scope : values()) {
            if (scope.wire.equals(wire)) {
                return Optional.of(scope);
            }
        }
        return Optional.empty();
    }
}
