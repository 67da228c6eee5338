package market.feeds.bootstrap.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;

/** Checks at start that the extra CA file is readable and holds at least one certificate. */
final class TrustPems {

    private TrustPems() {
    }

    static Path check(String name, String value) {
        Path path = Path.of(value);
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new ConfigurationException(name, "must name a readable PEM file, got " + ConfigurationException.echo(value));
        }
        try (InputStream in = Files.newInputStream(path)) {
            if (CertificateFactory.getInstance("X.509").generateCertificates(in).isEmpty()) {
                throw new ConfigurationException(name, "holds no certificate: " + ConfigurationException.echo(value));
            }
        } catch (IOException | CertificateException e) {
            throw new ConfigurationException(name, "is not a readable PEM certificate file: "
                    + ConfigurationException.echo(value));
        }
        return path;
    }
}
