package market.feeds.adapters.jdbc.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import org.jdbi.v3.core.Jdbi;

/**
 * A JVM that owns the system PostgreSQL's throw-away cluster ({@link SystemPostgres}) and waits to be killed: run
 * as a child process by {@code DisposableClusterWatchdogTest}. Prints the postmaster's pid and the cluster's
 * directory once the server is up.
 */
public final class ScratchClusterOwner {

    private ScratchClusterOwner() {
    }

    public static void main(String[] args) throws Exception {
        DatabaseEndpoint endpoint = SystemPostgres.endpoint();
        String data = Jdbi.create(endpoint.jdbcUrl(), endpoint.user().orElseThrow(), endpoint.password().orElse(""))
                .withHandle(h -> h.createQuery("SHOW data_directory").mapTo(String.class).one());
        String pid = Files.readAllLines(Path.of(data, "postmaster.pid")).get(0).strip();
        // Its files: the owner's shutdown hook would have deleted them, so the test does.
        System.out.println("postmaster " + pid + " " + Path.of(data).getParent());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
