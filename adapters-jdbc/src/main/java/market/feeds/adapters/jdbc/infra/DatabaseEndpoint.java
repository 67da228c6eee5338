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

    /**
     * {@code host:port/database} and the user (when set here, not in the URL), for log lines: the URL's parameters are left out, since they may
     * carry a password (so may user information before an '@'). The port is 5432 when the URL names none.
     */
    public String where() {
        String rest = jdbcUrl.substring("jdbc:postgresql:".length());
        int query = rest.indexOf('?');
        String address = (query < 0 ? rest : rest.substring(0, query)).replaceFirst("^//", "");
        int slash = address.indexOf('/');
        String authority = slash < 0 ? address : address.substring(0, slash);
        // Whatever precedes an '@' would be user information, perhaps with a password.
        String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
        String database = slash < 0 ? "" : address.substring(slash);
        if (!hostPort.matches(".*:\\d+$")) {
            hostPort = hostPort + ":5432";
        }
        return hostPort + database + user.map(name -> " as " + name).orElse("");
    }

    /** The password is a secret: it never appears in logs or exception messages. */
    @Override
    public String toString() {
        return "DatabaseEndpoint[" + jdbcUrl + ", user=" + user.orElse("-") + "]";
    }
}
