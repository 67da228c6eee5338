package market.feeds.domain.product;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The contract's unit table: canonical unit and every accepted spelling. */
public enum Unit {
    PIECE("piece", "шт", "штука", "штук", "штуки", "од", "одиниця", "pcs", "pc", "piece", "unit"),
    KG("kg", "кг", "кілограм", "килограмм", "кілограмів", "kg"),
    TON("ton", "т", "t", "тонна", "тонн", "тонни", "ton", "tonne"),
    LITER("liter", "л", "l", "літр", "литр", "літрів", "liter", "litre"),
    BAG("bag", "мішок", "мешок", "мішків", "bag"),
    PACK("pack", "уп", "пак", "пачка", "упаковка", "паковання", "pack"),
    CANISTER("canister", "каністра", "канистра", "кан", "canister"),
    BOTTLE("bottle", "пляшка", "бутылка", "флакон", "bottle"),
    SET("set", "набір", "набор", "set"),
    HECTARE("hectare", "га", "гектар", "гектарів", "ha", "hectare");

    private static final Map<String, Unit> BY_KEY = new HashMap<>();
    private static final Map<String, Unit> BY_WIRE = new HashMap<>();

    static {
        for (Unit unit : values()) {
            BY_WIRE.put(unit.wire, unit);
            for (String spelling : unit.spellings) {
                Unit previous = BY_KEY.put(TermKey.of(spelling), unit);
                if (previous != null && previous != unit) {
                    throw new IllegalStateException("spelling " + spelling + " names two units");
                }
            }
        }
    }

    private final String wire;
    private final List<String> spellings;

    Unit(String wire, String... spellings) {
        this.wire = wire;
        this.spellings = List.of(spellings);
    }

    public String wire() {
        return wire;
    }

    /** The accepted values exactly as the contract's table lists them. */
    public List<String> spellings() {
        return spellings;
    }

    /** Resolves a vendor's value after {@link TermKey} normalisation (case, trailing dot or punctuation). */
    public static Optional<Unit> resolve(String value) {
        return Optional.ofNullable(BY_KEY.get(TermKey.of(value)));
    }

    public static Optional<Unit> fromWire(String wire) {
        return Optional.ofNullable(BY_WIRE.get(wire));
    }
}
