package market.feeds.adapters.jdbc.infra;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A JVM that owns a disposable cluster and waits to be killed: run as a child process by
 * {@link DisposableClusterWatchdogTest}. Prints the postmaster's pid and the cluster's directory once the server
 * is up.
 */
public final class DisposableClusterOwner {

    private DisposableClusterOwner() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedDatabase database = EmbeddedDatabase.startDisposable(Path.of(args[0]));
        String pid = Files.readAllLines(database.dataDirectory().resolve("postmaster.pid")).get(0).strip();
        System.out.println("postmaster " + pid + " " + database.dataDirectory());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
