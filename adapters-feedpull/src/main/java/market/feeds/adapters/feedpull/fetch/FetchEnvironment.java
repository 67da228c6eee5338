package market.feeds.adapters.feedpull.fetch;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.domain.feed.Cidr;

/**
 * Reads {@code FEEDS_PULL_ALLOWED_CIDRS}, {@code FEEDS_PULL_TRUST_PEM} and {@code FEEDS_PULL_PORT}
 * (operations-contract §1) into {@link FetchSettings}; a bad value stops the start, never falls back.
 */
public final class FetchEnvironment {

    public static final String ALLOWED_CIDRS = "FEEDS_PULL_ALLOWED_CIDRS";
    public static final String TRUST_PEM = "FEEDS_PULL_TRUST_PEM";
    public static final String PORT = "FEEDS_PULL_PORT";

    private FetchEnvironment() {
    }

    public static FetchSettings read(Map<String, String> environment) {
        FetchSettings settings = FetchSettings.defaults();
        String cidrs = environment.getOrDefault(ALLOWED_CIDRS, "").strip();
        if (!cidrs.isEmpty()) {
            List<Cidr> ranges = Arrays.stream(cidrs.split(",")).map(String::strip)
                    .filter(part -> !part.isEmpty()).map(Cidr::parse).toList();
            settings = settings.withAllowedCidrs(ranges);
        }
        Optional<String> pem = Optional.ofNullable(environment.get(TRUST_PEM)).map(String::strip)
                .filter(value -> !value.isEmpty());
        if (pem.isPresent()) {
            settings = settings.withExtraTrustPem(Path.of(pem.get()));
        }
        String port = environment.getOrDefault(PORT, "").strip();
        if (!port.isEmpty()) {
            try {
                settings = settings.withPort(Integer.parseInt(port));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(PORT + " is not a port number: " + port, e);
            }
        }
        return settings;
    }
}
