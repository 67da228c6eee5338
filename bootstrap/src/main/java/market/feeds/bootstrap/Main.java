package market.feeds.bootstrap;

import market.feeds.adapters.http.server.ListenFailure;
import market.feeds.adapters.jdbc.infra.DataDirectoryInUse;
import market.feeds.bootstrap.config.ConfigurationException;
import market.feeds.bootstrap.config.ServiceConfig;
import org.slf4j.LoggerFactory;

/** Entry point: read the environment, start the service, stop it in reverse order on SIGTERM. */
public final class Main {

    static final int EXIT_CONFIGURATION = 2;
    static final int EXIT_START_FAILED = 1;
    /**
     * The external database was not reached within FEEDS_DATABASE_START_WAIT, or was lost during a later step of the
     * start, or a migration waited past its bound for a lock another session holds, or the embedded database's data
     * directory is held by another running service; a later start may succeed.
     */
    static final int EXIT_DATABASE_UNREACHABLE = 3;
    /**
     * The external database refused the credentials or the database name, or the embedded cluster is of another
     * PostgreSQL major version; a restart alone cannot help.
     */
    static final int EXIT_DATABASE_REFUSED = 4;
    /**
     * The HTTP port is held by another process; often a previous instance still stopping, so a restart after a
     * pause may succeed, unlike exit code 2.
     */
    static final int EXIT_HTTP_PORT_IN_USE = 5;

    private Main() {
    }

    public static void main(String[] args) {
        WireLogGuard.install();
        if (args.length > 0) {
            System.exit(command(args));
        }
        ServiceConfig config;
        try {
            config = ServiceConfig.from(System.getenv());
        } catch (ConfigurationException e) {
            refuse(e);
            return;
        }
        Lifecycle lifecycle = new Lifecycle();
        // Registered before anything starts, so a SIGTERM during start still stops what is running.
        Runtime.getRuntime().addShutdownHook(new Thread(lifecycle::close, "feeds-shutdown"));
        try {
            ServiceAssembly.start(config, lifecycle, System.out);
        } catch (ConfigurationException e) {
            refuse(e);
        } catch (DatabaseStartFailure e) {
            // An expected state of the surroundings, not a defect: one line, no stack trace.
            System.err.println(e.getMessage());
            System.exit(e.kind() == DatabaseStartFailure.Kind.REFUSED ? EXIT_DATABASE_REFUSED : EXIT_DATABASE_UNREACHABLE);
        } catch (ListenFailure e) {
            // The machine's state, not a defect: one line naming the variables, no stack trace.
            System.err.println((e.portInUse() ? "" : "configuration error: ") + "FEEDS_HTTP_HOST=" + e.host()
                    + " FEEDS_HTTP_PORT=" + e.port() + " cannot be listened on: " + e.reason());
            System.exit(e.portInUse() ? EXIT_HTTP_PORT_IN_USE : EXIT_CONFIGURATION);
        } catch (DataDirectoryInUse e) {
            // Most often the instance before this one, still stopping: one line, and a later start may succeed.
            System.err.println("database busy: " + e.getMessage() + "; a later start may succeed once it has"
                    + " stopped");
            System.exit(EXIT_DATABASE_UNREACHABLE);
        } catch (Lifecycle.StopRequested e) {
            // SIGTERM arrived while starting; the shutdown hook is doing the rest.
        } catch (RuntimeException e) {
            LoggerFactory.getLogger(Main.class).error("start failed", e);
            System.exit(EXIT_START_FAILED);
        }
    }

    /** A command of the jar instead of the service; an argument is never echoed, it might be a secret. */
    private static int command(String[] args) {
        if (args.length != 1 || !args[0].equals(CopyEmbeddedDatabaseCommand.NAME)) {
            System.err.println("configuration error: unknown arguments: the jar starts the service without arguments,"
                    + " and its one command is " + CopyEmbeddedDatabaseCommand.NAME);
            return EXIT_CONFIGURATION;
        }
        Lifecycle lifecycle = new Lifecycle();
        // A SIGTERM during the copy stops the embedded server; the target rolls back with the lost connection.
        Runtime.getRuntime().addShutdownHook(new Thread(lifecycle::close, "feeds-copy-shutdown"));
        return CopyEmbeddedDatabaseCommand.run(System.getenv(), lifecycle, System.err);
    }

    private static void refuse(ConfigurationException e) {
        System.err.println("configuration error: " + e.getMessage());
        System.exit(EXIT_CONFIGURATION);
    }

}
