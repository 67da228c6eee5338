package market.feeds.bootstrap;

import com.zaxxer.hikari.HikariDataSource;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import market.feeds.adapters.feedpull.secret.AesGcmSecretBox;
import market.feeds.adapters.jdbc.infra.DataDirectoryInUse;
import market.feeds.adapters.jdbc.infra.DatabaseEndpoint;
import market.feeds.adapters.jdbc.infra.EmbeddedDatabase;
import market.feeds.adapters.jdbc.infra.PooledDataSources;
import market.feeds.adapters.jdbc.infra.SchemaVersions;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.adapters.jdbc.move.CopyRefused;
import market.feeds.adapters.jdbc.move.DatabaseCopy;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.bootstrap.config.ConfigurationException;
import market.feeds.bootstrap.config.CopyConfig;
import market.feeds.bootstrap.config.Secret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code java -jar vendor-feed-ingest.jar copy-embedded-database} (decision 0014): the embedded database of
 * {@code FEEDS_DATA_DIR}, started and migrated as a start would, copied into the empty external database of
 * {@code FEEDS_DATABASE_URL}, migrated first to the same version. Exit codes as the start's: 2 configuration, 3 the
 * target not reached, 4 refused; 1 a copy that failed, which left the target as it was.
 */
final class CopyEmbeddedDatabaseCommand {

    static final String NAME = "copy-embedded-database";
    private static final Logger LOG = LoggerFactory.getLogger(CopyEmbeddedDatabaseCommand.class);
    /** One connection copies, the other is the migrations' and the checks'. */
    private static final int POOL_SIZE = 2;

    private CopyEmbeddedDatabaseCommand() {
    }

    /** Runs the copy; returns the process's exit code. Refusals are one line on {@code err}, never a trace. */
    static int run(Map<String, String> environment, Lifecycle lifecycle, PrintStream err) {
        try {
            CopyConfig config = CopyConfig.from(environment);
            copy(config, lifecycle);
            return 0;
        } catch (ConfigurationException e) {
            err.println("configuration error: " + e.getMessage());
            return Main.EXIT_CONFIGURATION;
        } catch (DatabaseStartFailure e) {
            err.println(e.getMessage());
            return e.kind() == DatabaseStartFailure.Kind.REFUSED ? Main.EXIT_DATABASE_REFUSED
                    : Main.EXIT_DATABASE_UNREACHABLE;
        } catch (DataDirectoryInUse e) {
            err.println("copy refused: " + e.getMessage() + "; stop the service on FEEDS_DATA_DIR first");
            return Main.EXIT_DATABASE_REFUSED;
        } catch (CopyRefused e) {
            err.println("copy refused: " + e.getMessage());
            return Main.EXIT_DATABASE_REFUSED;
        } catch (Lifecycle.StopRequested e) {
            return Main.EXIT_START_FAILED;
        } catch (SQLException | RuntimeException e) {
            LOG.error("copy failed; the target was left as it was before the copy, and the embedded database is"
                    + " unchanged: run the command again once the cause is fixed", e);
            return Main.EXIT_START_FAILED;
        } finally {
            lifecycle.close();
        }
    }

    private static void copy(CopyConfig config, Lifecycle lifecycle) throws SQLException, CopyRefused {
        Path root = config.dataDir().toAbsolutePath().normalize();
        if (!Files.isRegularFile(root.resolve("pg").resolve("PG_VERSION"))) {
            throw new ConfigurationException("FEEDS_DATA_DIR", "holds no embedded database to copy (no "
                    + root.resolve("pg").resolve("PG_VERSION") + ")");
        }
        DataDirectory dataDir = DataDirectory.prepare(root);
        boolean keyFromFile = config.secretKey().isEmpty();
        Optional<Secret> fileKey = SecretKeyFile.load(dataDir.secretKeyFile());
        // Before anything starts: a source from before the key check would otherwise get one sealed with this key,
        // and the service could no longer start on it with its own secret.key.
        if (config.secretKey().isPresent() && fileKey.isPresent() && !fileKey.equals(config.secretKey())) {
            throw new ConfigurationException("FEEDS_SECRET_KEY", "differs from the key in FEEDS_DATA_DIR/secret.key,"
                    + " which the embedded database was used with; unset it, or give that key");
        }
        Secret key = config.secretKey().or(() -> fileKey)
                .orElseThrow(() -> new ConfigurationException("FEEDS_SECRET_KEY", "must be set: FEEDS_DATA_DIR holds"
                        + " no secret.key, so the service ran with FEEDS_SECRET_KEY; give the command that key"));

        EmbeddedDatabase embedded = lifecycle.start("embedded PostgreSQL",
                () -> ServiceAssembly.startedEmbedded(dataDir));
        HikariDataSource source = lifecycle.start("embedded database's pool",
                () -> PooledDataSources.create(embedded.endpoint(), "copy-source", POOL_SIZE));
        // Said before each schema line, which names no database: the command migrates two.
        LOG.info("the source: the embedded database in {}", root);
        SchemaVersions sourceSchema = migrated(source, embedded.endpoint());
        // The key the nodes must run with is the one the source's check opens: refused as a node would be.
        SecretKeyCheck.verify(new ServiceSettings(source), JdbcStores.create(source).asStores().feedSettings(),
                new AesGcmSecretBox(key.bytes(), new SecureRandom()), keyFromFile);

        StartSteps steps = new StartSteps();
        DatabaseEndpoint target = explained(steps, () -> ServiceAssembly.reachedExternal(config.target(), steps));
        HikariDataSource targetPool = lifecycle.start("target's pool",
                () -> PooledDataSources.createUnseeded(target, "copy-target", POOL_SIZE));
        steps.now("the migrations");
        LOG.info("the target: {}", target.where());
        SchemaVersions targetSchema = explained(steps, () -> migrated(targetPool, target));
        if (!targetSchema.database().equals(sourceSchema.database())) {
            throw new DatabaseStartFailure(DatabaseStartFailure.Kind.REFUSED, "copy refused: the target's schema is"
                    + " at version " + targetSchema.database() + ", the embedded database's at "
                    + sourceSchema.database() + " (a later release migrated one of them): copy into an empty"
                    + " database with the release that migrated the embedded one last");
        }
        steps.now("the copy");
        DatabaseCopy.Copied copied = explainedCopy(steps, new DatabaseCopy(source, targetPool));
        LOG.info("copy finished: {} rows of {} tables in {} s from {} into {}", copied.total(), copied.rows().size(),
                copied.took().toMillis() / 1000.0, root, target.where());
        LOG.info(CopyAdvice.next(keyFromFile));
    }

    private static SchemaVersions migrated(HikariDataSource pool, DatabaseEndpoint endpoint) {
        return HaltedMigrations.explained(endpoint.where(), () -> MigrationPrivileges.migrate(pool, endpoint.where(),
                endpoint.user().orElse("the role")));
    }

    private static <T> T explained(StartSteps steps, Supplier<T> step) {
        try {
            return step.get();
        } catch (RuntimeException e) {
            throw steps.explained(e);
        }
    }

    /** A target lost during the copy is a database unreachable (exit 3), as during a start's step. */
    private static DatabaseCopy.Copied explainedCopy(StartSteps steps, DatabaseCopy copy)
            throws SQLException, CopyRefused {
        try {
            return copy.run();
        } catch (RuntimeException e) {
            throw steps.explained(e);
        } catch (SQLException e) {
            RuntimeException explained = steps.explained(new IllegalStateException(e));
            if (explained instanceof DatabaseStartFailure failure) {
                throw failure;
            }
            throw e;
        }
    }
}
