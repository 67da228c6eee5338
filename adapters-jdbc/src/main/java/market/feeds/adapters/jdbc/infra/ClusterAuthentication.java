package market.feeds.adapters.jdbc.infra;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.postgresql.PGConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who may connect to the durable cluster: only who proves its superuser's password (decision 0008, amended).
 *
 * <p>The embedded server's initdb trusts every connection from the machine, so any local account could read every
 * table and, as superuser, run programs as the service's user. A new cluster is initialised with password
 * authentication from the start ({@link #initdbOptions}). A cluster initialised before, or one whose password file
 * was lost, is started once more as it is (trusting), given the password, and then only accepts password
 * connections: that start is the only window, and it closes before the service uses the cluster.
 */
final class ClusterAuthentication {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterAuthentication.class);
    private static final String HBA = "pg_hba.conf";
    private static final List<String> PASSWORD_ONLY = List.of(
            "# vendor-feed-ingest: every connection proves the superuser's password (decision 0008)",
            "local all all scram-sha-256",
            "host all all 127.0.0.1/32 scram-sha-256",
            "host all all ::1/128 scram-sha-256");
    private static final List<String> TRUSTING_FOR_ONE_START = List.of(
            "# vendor-feed-ingest: trusting for one start, until the superuser's password is set (decision 0008)",
            "local all all trust",
            "host all all 127.0.0.1/32 trust",
            "host all all ::1/128 trust");
    private static final String METHOD = "scram-sha-256";

    private final String superuser;
    private final ClusterPassword password;
    private volatile boolean passwordSet;

    ClusterAuthentication(String superuser, ClusterPassword password) {
        this.superuser = superuser;
        this.password = password;
    }

    /** What initdb needs to create a cluster that asks for the password (it overrides the embedded server's trust). */
    void initdbOptions(EmbeddedPostgres.Builder builder) {
        builder.setLocaleConfig("auth-local", METHOD).setLocaleConfig("auth-host", METHOD)
                .setLocaleConfig("pwfile", password.file().toString())
                .setConnectConfig("password", password.value());
    }

    /**
     * Before the postmaster starts. Password rules whose password this service no longer has (its file lost) would
     * keep it out for ever: the cluster trusts for this one start, until {@link #afterStart} sets a new password.
     */
    void beforeStart(File dataDirectory) {
        Path hba = dataDirectory.toPath().resolve(HBA);
        if (passwordSet || password.foundStored() || !isPasswordOnly(hba)) {
            return;
        }
        LOG.warn("the embedded cluster's password file {} was not found; a new password is set on this start",
                password.file());
        write(hba, TRUSTING_FOR_ONE_START);
    }

    /** After the postmaster answers: a cluster that does not yet ask for the password is made to. */
    void afterStart(Path dataDirectory, EmbeddedPostgres postgres) {
        Path hba = dataDirectory.resolve(HBA);
        if (!isPasswordOnly(hba)) {
            try (Connection connection = postgres.getPostgresDatabase().getConnection();
                 Statement statement = connection.createStatement()) {
                // The driver sends a SCRAM verifier, never the password itself: nothing in a server log can show it.
                connection.unwrap(PGConnection.class)
                        .alterUserPassword(superuser, password.value().toCharArray(), METHOD);
                write(hba, PASSWORD_ONLY);
                statement.execute("SELECT pg_reload_conf()");
            } catch (SQLException e) {
                throw new IllegalStateException("could not make the embedded cluster ask for its password", e);
            }
            LOG.info("the embedded cluster now accepts only connections that prove its superuser's password");
        }
        passwordSet = true;
    }

    private static boolean isPasswordOnly(Path hba) {
        try {
            return Files.isRegularFile(hba) && Files.readAllLines(hba, StandardCharsets.UTF_8).equals(PASSWORD_ONLY);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + hba, e);
        }
    }

    /** Replaced whole: the server never reads half a file, even if this process dies in the middle. */
    private static void write(Path hba, List<String> lines) {
        try {
            OwnerOnlyFile.write(hba, String.join("\n", lines) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + hba, e);
        }
    }
}
