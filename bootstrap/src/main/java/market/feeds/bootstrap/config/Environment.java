package market.feeds.bootstrap.config;

import java.util.Map;
import java.util.Optional;

/** Raw variables; an empty or blank value counts as unset, as container tooling often sets them so. */
final class Environment {

    private final Map<String, String> variables;

    Environment(Map<String, String> variables) {
        this.variables = Map.copyOf(variables);
    }

    Optional<String> get(String name) {
        String value = variables.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
