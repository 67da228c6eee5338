package market.feeds.bootstrap.config;

import java.net.URI;
import java.net.URISyntaxException;

/** Checks the form {@code jdbc:postgresql://host[:port]/database[?params]} without echoing the value. */
final class DatabaseUrls {

    private static final String PREFIX = "jdbc:postgresql://";
    private static final String EXPECTED = "must look like jdbc:postgresql://host[:port]/database";

    private DatabaseUrls() {
    }

    // The URL is never echoed: its query may carry a password.
    static String check(String name, String url) {
        if (!url.startsWith(PREFIX)) {
            throw new ConfigurationException(name, EXPECTED + ", but does not start with " + PREFIX);
        }
        URI uri;
        try {
            uri = new URI(url.substring("jdbc:".length()));
        } catch (URISyntaxException e) {
            throw new ConfigurationException(name, EXPECTED + ", but is not a valid URI");
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new ConfigurationException(name, EXPECTED + ", but has no host (or an invalid host or port)");
        }
        if (uri.getPort() != -1 && (uri.getPort() < 1 || uri.getPort() > 65535)) {
            throw new ConfigurationException(name, EXPECTED + ", but its port is not 1-65535");
        }
        String path = uri.getPath();
        if (path == null || path.length() < 2 || path.indexOf('/', 1) >= 0) {
            throw new ConfigurationException(name, EXPECTED + ", but names no database");
        }
        return url;
    }
}
