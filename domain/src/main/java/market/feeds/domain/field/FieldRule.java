package market.feeds.domain.field;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * One row of a contract field table; the documentation renders these so docs and judgement never drift.
 *
 * @param maxLength limit in Unicode code points after trimming, for string fields only
 * @param rule      the contract's rule text for the field
 */
public record FieldRule(String name, FieldType type, boolean required, OptionalInt maxLength, String rule) {

    public FieldRule {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(maxLength, "maxLength");
        Objects.requireNonNull(rule, "rule");
        if (maxLength.isPresent() && (type != FieldType.STRING || maxLength.getAsInt() < 1)) {
            throw new IllegalArgumentException("maxLength is a positive limit of a string field");
        }
    }

    static FieldRule string(String name, boolean required, int maxLength, String rule) {
        return new FieldRule(name, FieldType.STRING, required, OptionalInt.of(maxLength), rule);
    }

    static FieldRule of(String name, FieldType type, boolean required, String rule) {
        return new FieldRule(name, type, required, OptionalInt.empty(), rule);
    }

    /** The member names of a table, in table order, plus members read for another reason. */
    static Set<String> names(List<FieldRule> rules, String... extra) {
        Set<String> names = new LinkedHashSet<>();
        rules.forEach(rule -> names.add(rule.name()));
        names.addAll(List.of(extra));
        return Collections.unmodifiableSet(names);
    }

    /** The limit of a string field; programming error to ask another field. */
    public int limit() {
        return maxLength.orElseThrow(() -> new IllegalStateException(name + " has no length limit"));
    }
}
