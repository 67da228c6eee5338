package market.feeds.adapters.jdbc.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.PostmasterWatchdog;

/**
 * A throw-away cluster of an installed PostgreSQL in a temp dir: initdb, then a server that keeps every default
 * of that version except where it listens (a free port on 127.0.0.1, its socket in the temp dir), trust auth.
 */
final class ScratchCluster {

    private static final String OWNER = "postgres";
    private static final Duration LIMIT = Duration.ofMinutes(2);

    private final Path bin;
    private final Path home;
    private final boolean superuser;
    private final int port;
    /** Stops the server when this JVM is killed and no shutdown hook runs (decision 0008, amended). */
    private Optional<PostmasterWatchdog> watchdog = Optional.empty();

    private ScratchCluster(Path bin, Path home, boolean superuser, int port) {
        this.bin = bin;
        this.home = home;
        this.superuser = superuser;
        this.port = port;
    }

    /** Creates and starts the cluster; as root it belongs to user postgres, since initdb and postgres refuse root. */
    static ScratchCluster start(Path bin, boolean superuser) {
        Path home = createHome(superuser);
        ScratchCluster cluster = new ScratchCluster(bin, home, superuser, freePort());
        try {
            // --no-sync only skips initdb's own flush of the new files; the server's settings are untouched.
            cluster.run("initdb", "-D", cluster.data(), "-A", "trust", "-U", OWNER, "-E", "UTF8",
                    "--locale=C.UTF-8", "--no-sync");
            cluster.run("pg_ctl", "-D", cluster.data(), "-l", home.resolve("server.log").toString(), "-w",
                    "-t", String.valueOf(LIMIT.toSeconds()), "-o", "-p " + cluster.port
                            + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + home, "start");
            cluster.watchdog = PostmasterWatchdog.start(Path.of(cluster.data()));
            return cluster;
        } catch (RuntimeException e) {
            try {
                // pg_ctl may give up waiting for a server that still comes up: stop it before its files go.
                cluster.run("pg_ctl", "-D", cluster.data(), "-m", "immediate", "stop");
            } catch (RuntimeException notRunning) {
                e.addSuppressed(notRunning);
            }
            DirectoryTree.delete(home);
            throw e;
        }
    }

    DatabaseEndpoint endpoint() {
        return new DatabaseEndpoint("jdbc:postgresql://127.0.0.1:" + port + "/postgres", Optional.of(OWNER),
                Optional.empty());
    }

    Path home() {
        return home;
    }

    /** Stops the server (fast: sessions are ended) and deletes its files. */
    void stop() {
        watchdog.ifPresent(PostmasterWatchdog::close);
        try {
            run("pg_ctl", "-D", data(), "-m", "fast", "-w", "stop");
        } finally {
            DirectoryTree.delete(home);
        }
    }

    private String data() {
        return home.resolve("data").toString();
    }

    private void run(String program, String... arguments) {
        List<String> command = new ArrayList<>();
        if (superuser) {
            command.addAll(List.of("runuser", "-u", OWNER, "--"));
        }
        command.add(bin.resolve(program).toString());
        command.addAll(List.of(arguments));
        Commands.succeed(command, home, home.resolve("commands.log"), LIMIT);
    }

    private static Path createHome(boolean superuser) {
        try {
            Path home = Files.createTempDirectory("feeds-test-system-pg");
            if (superuser) {
                Files.setOwner(home, home.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(OWNER));
            }
            return home;
        } catch (IOException e) {
            throw new UncheckedIOException("could not prepare a directory for the system PostgreSQL", e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
