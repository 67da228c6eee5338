package market.feeds.adapters.jdbc.infra;

import java.util.Objects;
import java.util.Optional;

/** Where and as whom to connect: a PostgreSQL JDBC URL and optional credentials. */
public record DatabaseEndpoint(String jdbcUrl, Optional<String> user, Optional<String> password) {

    public DatabaseEndpoint {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        if (!jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("not a PostgreSQL JDBC URL");
        }
    }

    /** The password is a secret: it never appears in logs or exception messages. */
    @Override
    public String toString() {
        return "DatabaseEndpoint[" + jdbcUrl + ", user=" + user.orElse("-") + "]";
    }
}
